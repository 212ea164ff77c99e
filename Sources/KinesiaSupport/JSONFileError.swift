/// A JSON file that could not be read, parsed, understood or written, naming the file and
/// the place: `run.json:3:17: …` for syntax, `run.json: $.frames[3].t: …` for content.
public struct JSONFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Problem: Sendable, Hashable {
        case unreadable(String)
        case unwritable(String)
        case syntax(JSONSyntaxError)
        case content(JSONContentError)
    }

    /// The file as the user named it.
    public var file: String
    package var problem: Problem

    public init(file: String, _ problem: Problem) {
        self.file = file
        self.problem = problem
    }

    public var description: String {
        switch problem {
        case .unreadable(let reason): "\(file): cannot read: \(reason)"
        case .unwritable(let reason): "\(file): cannot write: \(reason)"
        case .syntax(let error): "\(file):\(error)"
        case .content(let error): "\(file): \(error)"
        }
    }
}
