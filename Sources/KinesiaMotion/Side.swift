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

/// One side of the body, as measured.
public enum BodySide: String, CaseIterable, Sendable {
    case left, right
}
