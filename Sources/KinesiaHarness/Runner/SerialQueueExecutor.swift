import Dispatch

/// A task executor of its own for one fixture's pipeline: the pipeline's work runs one job
/// at a time on a private serial queue instead of the shared cooperative pool, so a
/// pipeline stuck in a C call holds only its own thread and never starves the other
/// fixtures or the watchdog.
final class SerialQueueExecutor: TaskExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
