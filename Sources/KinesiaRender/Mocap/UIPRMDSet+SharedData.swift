import Foundation

extension UIPRMDSet {
    /// The set read from the shared data's `uiprmd-full/` (`full`): its files unpacked into a
    /// scratch folder (`UIPRMDUnpacked`), read, and the folder removed.
    public func trajectory(fromSharedData full: URL) throws -> (trajectory: JointTrajectory, labelled: Labelled) {
        let unpacked = try UIPRMDUnpacked(self, from: full)
        defer { unpacked.remove() }
        return try trajectory(data: unpacked.folder)
    }
}
