import KinesiaMedia

// libFuzzer target: text through the source-specification parser, and an accepted
// specification through its description, which must parse back to the same thing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSource(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let specification = try? SourceSpecification(parsing: text) else { return 0 }
    guard let again = try? SourceSpecification(parsing: specification.description), again == specification else {
        fatalError("\(specification.description) does not parse back to itself")
    }
    return 0
}
