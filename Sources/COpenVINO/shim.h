// OpenVINO's C API, installed by scripts/install-pose-runtime.sh (pkg-config: openvino_c).
#include <openvino/c/openvino.h>

// The property keys are mutable globals in the header, which Swift 6 refuses to read;
// these accessors hand them out as plain values.
static inline const char *kinesia_ov_key_inference_num_threads(void) { return ov_property_key_inference_num_threads; }
static inline const char *kinesia_ov_key_inference_precision(void) { return ov_property_key_hint_inference_precision; }
static inline const char *kinesia_ov_key_cache_dir(void) { return ov_property_key_cache_dir; }

// `ov_core_compile_model_from_file` takes its properties as C variadic arguments, which Swift
// cannot pass: this fixes them to what InferenceCore sets (threads, precision, and the cache
// folder when `cache_dir` is not NULL). Compiling from the file, not from a read model, lets a
// cache hit skip reading the model at all.
static inline ov_status_e kinesia_ov_compile_model_from_file(
    const ov_core_t *core, const char *model_path, const char *threads, const char *precision,
    const char *cache_dir, ov_compiled_model_t **compiled_model) {
    if (cache_dir == NULL) {
        return ov_core_compile_model_from_file(core, model_path, "CPU", 4, compiled_model,
            ov_property_key_inference_num_threads, threads,
            ov_property_key_hint_inference_precision, precision);
    }
    return ov_core_compile_model_from_file(core, model_path, "CPU", 6, compiled_model,
        ov_property_key_inference_num_threads, threads,
        ov_property_key_hint_inference_precision, precision,
        ov_property_key_cache_dir, cache_dir);
}
