/// Options several commands share, declared once as stored properties of a struct: a command
/// (or another group) holding the group as a stored property declares all of them.
package protocol ArgumentGroup: Sendable {}

/// A command's declarations, found by reflection over its stored properties in declaration
/// order, groups flattened where they stand. Nothing lists them by hand, so a command cannot
/// read an argument it forgot to declare.
enum DeclaredArguments {
    static func of(_ subject: Any) -> [any ArgumentDeclaration] {
        Mirror(reflecting: subject).children.flatMap { child -> [any ArgumentDeclaration] in
            switch child.value {
            case let declaration as any ArgumentDeclaration: [declaration]
            case let group as any ArgumentGroup: of(group)
            default: []
            }
        }
    }
}
