import COpenVINO

/// Turns an OpenVINO status into a thrown `OpenVINOError`; every wrapper call goes through it.
func checkOpenVINO(_ status: ov_status_e, _ call: String, _ subject: String) throws(OpenVINOError) {
    guard status != OK else { return }
    var message = ""
    if let last = ov_get_last_err_msg() {
        message = String(cString: last)
        ov_free(last)
    }
    if message.isEmpty, let info = ov_get_error_info(status) { message = String(cString: info) }
    throw OpenVINOError(call: call, subject: subject, status: Int(status.rawValue), message: message)
}
