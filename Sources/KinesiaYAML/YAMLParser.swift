import CYaml
import KinesiaSupport

/// The one owner of a libyaml parser: it pulls events out of a byte buffer it keeps alive.
///
/// libyaml's parser holds pointers into itself and into the input, so both live on the heap
/// for as long as this object does and are freed together in `deinit`. Not `Sendable`: a
/// parser is used by one reader from start to end.
final class YAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>

    init(bytes: [UInt8]) throws(YAMLError) {
        // libyaml wants a non-null pointer even for empty input.
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        parser = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            input.deallocate()
            throw YAMLError("libyaml could not allocate a parser", at: YAMLMark(line: 1, column: 1))
        }
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event of the stream; after `streamEnd` libyaml keeps returning `streamEnd`.
    func next() throws(YAMLError) -> MarkedYAMLEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw currentError() }
        defer { yaml_event_delete(&event) }
        let mark = Self.mark(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT: return MarkedYAMLEvent(event: .streamStart, mark: mark)
        case YAML_STREAM_END_EVENT: return MarkedYAMLEvent(event: .streamEnd, mark: mark)
        case YAML_DOCUMENT_START_EVENT: return MarkedYAMLEvent(event: .documentStart, mark: mark)
        case YAML_DOCUMENT_END_EVENT: return MarkedYAMLEvent(event: .documentEnd, mark: mark)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return MarkedYAMLEvent(
                event: .mappingStart(anchor: Self.string(data.anchor), tag: Self.string(data.tag)), mark: mark)
        case YAML_MAPPING_END_EVENT: return MarkedYAMLEvent(event: .mappingEnd, mark: mark)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return MarkedYAMLEvent(
                event: .sequenceStart(anchor: Self.string(data.anchor), tag: Self.string(data.tag)), mark: mark)
        case YAML_SEQUENCE_END_EVENT: return MarkedYAMLEvent(event: .sequenceEnd, mark: mark)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let style: YAMLScalar.Style =
                switch data.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: .literal
                case YAML_FOLDED_SCALAR_STYLE: .folded
                default: .plain
                }
            return MarkedYAMLEvent(
                event: .scalar(text, style: style, anchor: Self.string(data.anchor), tag: Self.string(data.tag)),
                mark: mark)
        case YAML_ALIAS_EVENT:
            return MarkedYAMLEvent(event: .alias(Self.string(event.data.alias.anchor) ?? ""), mark: mark)
        default:
            throw YAMLError("libyaml returned an unknown event (\(event.type.rawValue))", at: mark)
        }
    }

    /// libyaml's own description of what went wrong, at its line and column.
    private func currentError() -> YAMLError {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "unknown libyaml error"
        switch state.error {
        case YAML_READER_ERROR:
            // The reader reports a byte offset, not a mark.
            return YAMLError(problem, at: markOfByte(state.problem_offset))
        case YAML_MEMORY_ERROR:
            return YAMLError("libyaml ran out of memory", at: Self.mark(state.problem_mark))
        default:
            var message = problem
            if let context = state.context {
                message += " (\(String(cString: context)) at \(Self.mark(state.context_mark)))"
            }
            return YAMLError(message, at: Self.mark(state.problem_mark))
        }
    }

    /// Line and column of a byte offset in the input.
    private func markOfByte(_ offset: Int) -> YAMLMark {
        let place = TextPosition(offset: offset, in: input)
        return YAMLMark(line: place.line, column: place.column)
    }

    private static func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: mark.line + 1, column: mark.column + 1)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
