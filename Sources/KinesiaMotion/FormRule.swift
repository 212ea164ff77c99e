/// A check applied to each counted repetition.
public enum FormRule: Sendable, Hashable {
    /// The peak must reach `degrees`; below it the rep counts but earns `verdict`.
    case minimumPeak(Double, verdict: VerdictKind)
    /// With both sides measured, their angles at the peak may differ by at most `degrees`.
    case maximumSideDifference(Double)
}
