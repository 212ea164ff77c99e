import KinesiaCommandLine
import KinesiaHarness

/// `--mutant NAME` or `--mutant all`.
enum MutantChoice: ArgumentValue, Equatable {
    case all
    case one(Mutant)

    init?(argument: String) {
        if argument == "all" {
            self = .all
        } else if let mutant = Mutant(rawValue: argument) {
            self = .one(mutant)
        } else {
            return nil
        }
    }

    static var expectation: String { "all or one of " + Mutant.allCases.map(\.rawValue).joined(separator: ", ") }
    static var placeholder: String { "NAME|all" }

    /// `all` (or nothing) for every mutant, else the named ones in the order given, each once.
    static func mutants(_ choices: [MutantChoice]) -> [Mutant] {
        var chosen: [Mutant] = []
        for choice in choices {
            switch choice {
            case .all: return Mutant.allCases
            case .one(let mutant) where !chosen.contains(mutant): chosen.append(mutant)
            case .one: continue
            }
        }
        return chosen.isEmpty ? Mutant.allCases : chosen
    }
}
