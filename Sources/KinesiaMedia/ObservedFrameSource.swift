/// A frame source that lets an observer see every frame it delivers, in order, unchanged:
/// how the harness digests a run's decoded frames without a pipeline of its own.
package final class ObservedFrameSource: FrameSource {
    private let base: any FrameSource
    private let observer: (TimedFrame) -> Void

    package init(_ base: any FrameSource, observer: @escaping (TimedFrame) -> Void) {
        self.base = base
        self.observer = observer
    }

    package var dropPolicy: DropPolicy { base.dropPolicy }
    package var droppedFrameCount: Int { base.droppedFrameCount }

    package func next() throws -> TimedFrame? {
        guard let frame = try base.next() else { return nil }
        observer(frame)
        return frame
    }

    package func close() { base.close() }
}
