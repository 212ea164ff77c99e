/// Where a value sits in a JSON document, printed the way JSONPath writes it:
/// `$.frames[3].points.rightElbow[1]`. Error messages use it to point at bad input.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    public static let root = JSONPath()

    public func appending(key: String) -> JSONPath { JSONPath(components + [.key(key)]) }

    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key) where Self.isPlainName(key): text += "." + key
            case .key(let key): text += "[" + JSONWriter.quoted(key) + "]"
            }
        }
        return text
    }

    /// Keys that read unambiguously after a dot; anything else is bracketed and quoted.
    private static func isPlainName(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }
}
