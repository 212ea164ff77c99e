// OpenVINO's C API, installed by scripts/install-pose-runtime.sh (pkg-config: openvino_c).
#include <openvino/c/openvino.h>

// The property keys are mutable globals in the header, which Swift 6 refuses to read;
// these accessors hand them out as plain values.
static inline const char *kinesia_ov_key_inference_num_threads(void) { return ov_property_key_inference_num_threads; }
static inline const char *kinesia_ov_key_inference_precision(void) { return ov_property_key_hint_inference_precision; }
static inline const char *kinesia_ov_key_cache_dir(void) { return ov_property_key_cache_dir; }
