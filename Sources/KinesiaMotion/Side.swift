/// Which side of the body an exercise is measured on.
public enum Side: String, CaseIterable, Sendable {
    case left
    case right
    /// Both sides together (the mean); a pose missing either side is ignored.
    case both
    /// Whichever sides are visible in each pose: the mean of both when both are, else the one
    /// that is. Front-facing cameras see both; side-on cameras often only the near side.
    case visible
    /// Whichever side moves: the larger of the two measurements (the visible one when only one
    /// is). For movements that alternate sides, each rep on one side while the other rests,
    /// which a mean would halve.
    case either
}

extension Side {
    /// One reading of the measured sides' readings, as this side combines them; nil when a side
    /// it needs is missing.
    public func combine(left: Double?, right: Double?) -> Double? {
        switch (self, left, right) {
        case (.left, let value?, _), (.right, _, let value?): value
        case (.both, let l?, let r?), (.visible, let l?, let r?): (l + r) / 2
        case (.visible, let value?, nil), (.visible, nil, let value?), (.either, let value?, nil), (.either, nil, let value?): value
        case (.either, let l?, let r?): max(l, r)
        default: nil
        }
    }
}

/// One side of the body, as measured.
public enum BodySide: String, CaseIterable, Sendable {
    case left, right
}
