import LaminateDialect

/// The state machine behind `JSON5Reader`: one pass over the bytes, an
/// explicit stack of open containers, no recursion.
struct JSON5Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A container being read. Members and items live in plain stored
    /// arrays (not in an enum payload) so appending to the innermost frame is
    /// done in place, keeping a long list linear.
    fileprivate struct Frame {
        var isArray: Bool
        var hasBraces: Bool
        var start: Int
        var members: [JSON5Member] = []
        var items: [JSON5Value] = []
        /// The key whose value is being read, in an object.
        var pendingKey: (key: String, range: ByteRange)?
        /// Whether the value being read belongs to a repeated key.
        var pendingKeyIsRepeated = false
        var seenKeys: Set<String> = []
        /// Whether this container is never decoded by Foundation (see `Strictness`).
        var strictness: Strictness

        static func object(hasBraces: Bool, start: Int, strictness: Strictness) -> Frame {
            Frame(isArray: false, hasBraces: hasBraces, start: start, strictness: strictness)
        }

        static func array(start: Int, strictness: Strictness) -> Frame {
            Frame(isArray: true, hasBraces: true, start: start, strictness: strictness)
        }

        /// How strictly the next value in this container is checked.
        var strictnessOfNextValue: Strictness {
            isArray ? strictness : (pendingKeyIsRepeated ? .scanOnly : strictness)
        }

        mutating func setPendingKey(_ key: (key: String, range: ByteRange)) {
            pendingKey = key
            pendingKeyIsRepeated = !seenKeys.insert(key.key).inserted
        }
    }

    /// What the scanner expects next.
    /// Foundation checks a value in two stages: its scanner checks the shape
    /// of everything, and only values that are *decoded* get their numbers
    /// and string escapes checked. A repeated key's value is never decoded
    /// (the first occurrence wins), so inside it `1.2.3` or `"\q"` pass.
    /// We copy that so our verdict stays Foundation's; the validator reports
    /// the repeated key anyway.
    enum Strictness { case decoded, scanOnly }

    fileprivate enum State {
        /// After `{` (or at the start of a braceless list): a key or the end.
        case objectStart
        /// After a key: `:`.
        case colon
        /// After `:` or `[` or `,` in an array: a value.
        case value
        /// After `[`: a value or `]`.
        case arrayStart
        /// After a member's value: `,` or the end of the object.
        case afterMember
        /// After an array element: `,` or `]`.
        case afterElement
    }

    mutating func readDocument(topLevelObjectBracesOptional: Bool) throws(JSON5SyntaxError) -> JSON5Value {
        var stack: [Frame] = []
        var state: State
        // Foundation skips a UTF-8 byte order mark (EF BB BF) at the start.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        if topLevelObjectBracesOptional {
            // Like Foundation: a leading `{` means an ordinary braced object.
            let first = try skipWhitespace(allowingEnd: true)
            if first == UInt8(ascii: "{") {
                stack.append(.object(hasBraces: true, start: position, strictness: .decoded))
                position += 1
            } else {
                stack.append(.object(hasBraces: false, start: position, strictness: .decoded))
            }
            state = .objectStart
        } else {
            state = .value
        }
        var result: JSON5Value?

        /// Hands a finished value to the container around it, or makes it the result.
        func complete(_ value: JSON5Value, stack: inout [Frame], state: inout State, result: inout JSON5Value?) {
            guard !stack.isEmpty else {
                result = value
                return
            }
            let top = stack.count - 1
            if stack[top].isArray {
                stack[top].items.append(value)
                state = .afterElement
            } else {
                if let pending = stack[top].pendingKey {
                    stack[top].members.append(JSON5Member(key: pending.key, keyRange: pending.range, value: value))
                }
                stack[top].pendingKey = nil
                state = .afterMember
            }
        }

        /// Closes the innermost container at `end` (just after its closing bracket, if any).
        func close(end: Int, stack: inout [Frame], state: inout State, result: inout JSON5Value?) {
            guard let frame = stack.popLast() else { return }
            let range = ByteRange(frame.start, max(frame.start, end))
            let value =
                frame.isArray
                ? JSON5Value(.array(frame.items), range: range)
                : JSON5Value(.object(JSON5Object(members: frame.members, hasBraces: frame.hasBraces)), range: range)
            complete(value, stack: &stack, state: &state, result: &result)
        }

        while result == nil {
            switch state {
            case .objectStart:
                let braced = stack.last?.isBraced ?? true
                let byte = try skipWhitespace(allowingEnd: !braced, expecting: "a key or '}'")
                switch byte {
                case nil:
                    close(end: position, stack: &stack, state: &state, result: &result)
                case UInt8(ascii: "}")?:
                    guard braced else { throw unexpectedBrace() }
                    position += 1
                    close(end: position, stack: &stack, state: &state, result: &result)
                default:
                    let key = try readKey(strictness: stack[stack.count - 1].strictness)
                    stack[stack.count - 1].setPendingKey(key)
                    state = .colon
                }

            case .colon:
                let key = stack.last?.pendingKey?.key ?? ""
                let byte = try skipWhitespace(allowingEnd: false, expecting: "':' after key '\(key)'")
                guard byte == UInt8(ascii: ":") else {
                    throw error(at: position, "expected ':' after key '\(key)', found \(describeHere())")
                }
                position += 1
                state = .value

            case .arrayStart:
                let byte = try skipWhitespace(allowingEnd: false, expecting: "a value or ']'")
                if byte == UInt8(ascii: "]") {
                    position += 1
                    close(end: position, stack: &stack, state: &state, result: &result)
                } else {
                    state = .value
                }

            case .value:
                let context = valueContext(stack)
                guard let byte = try skipWhitespace(allowingEnd: false, expecting: "a value \(context)") else { break }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard stack.count < JSON5Reader.maximumDepth else {
                        throw error(at: position, "nesting is deeper than \(JSON5Reader.maximumDepth) levels")
                    }
                    let start = position
                    let strictness = stack.last?.strictnessOfNextValue ?? .decoded
                    position += 1
                    if byte == UInt8(ascii: "{") {
                        stack.append(.object(hasBraces: true, start: start, strictness: strictness))
                        state = .objectStart
                    } else {
                        stack.append(.array(start: start, strictness: strictness))
                        state = .arrayStart
                    }
                default:
                    let value = try readScalar(context: context, strictness: stack.last?.strictnessOfNextValue ?? .decoded)
                    complete(value, stack: &stack, state: &state, result: &result)
                }

            case .afterMember:
                let braced = stack.last?.isBraced ?? true
                let key = stack.last?.lastKey ?? ""
                let expected = braced ? "',' or '}' after the value of '\(key)'" : "',' after the value of '\(key)'"
                let byte = try skipWhitespace(allowingEnd: !braced, expecting: expected)
                switch byte {
                case nil:
                    close(end: position, stack: &stack, state: &state, result: &result)
                case UInt8(ascii: ",")?:
                    // After a comma comes what may start an object: a key, or
                    // the closing brace of a trailing comma.
                    position += 1
                    state = .objectStart
                case UInt8(ascii: "}")?:
                    guard braced else { throw unexpectedBrace() }
                    position += 1
                    close(end: position, stack: &stack, state: &state, result: &result)
                default:
                    throw error(at: position, "expected \(expected), found \(describeHere())")
                }

            case .afterElement:
                let byte = try skipWhitespace(allowingEnd: false, expecting: "',' or ']' after an array element")
                switch byte {
                case UInt8(ascii: ",")?:
                    position += 1
                    let next = try skipWhitespace(allowingEnd: false, expecting: "a value or ']'")
                    if next == UInt8(ascii: "]") {
                        position += 1
                        close(end: position, stack: &stack, state: &state, result: &result)
                    } else {
                        state = .value
                    }
                case UInt8(ascii: "]")?:
                    position += 1
                    close(end: position, stack: &stack, state: &state, result: &result)
                default:
                    throw error(at: position, "expected ',' or ']' after an array element, found \(describeHere())")
                }
            }
        }

        if try skipWhitespace(allowingEnd: true) != nil {
            let what = topLevelObjectBracesOptional ? "the attribute list" : "the value"
            throw error(at: position, "unexpected \(describeHere()) after \(what)")
        }
        // `result` is set: the loop only ends when it is.
        return result ?? JSON5Value(.object(JSON5Object(hasBraces: false)), range: ByteRange(0, 0))
    }

    private func valueContext(_ stack: [Frame]) -> String {
        guard let frame = stack.last else { return "" }
        if let key = frame.pendingKey?.key { return "for key '\(key)'" }
        return "in the array"
    }

    private func unexpectedBrace() -> JSON5SyntaxError {
        error(at: position, "unexpected '}': this attribute list has no opening '{'")
    }

    // MARK: Errors

    func error(at offset: Int, _ message: String) -> JSON5SyntaxError {
        let start = min(max(0, offset), bytes.count)
        var end = start
        if start < bytes.count {
            end = start + (UTF8Decoding.scalar(in: bytes, at: start)?.length ?? 1)
        }
        return JSON5SyntaxError(range: ByteRange(start, end), message: message)
    }

    func describeHere() -> String { JSON5Characters.describe(bytes, at: position) }

    // MARK: Whitespace and comments

    /// Skips whitespace and comments; returns the next byte without consuming
    /// it, or nil at the end of the input when that is allowed.
    @discardableResult
    mutating func skipWhitespace(allowingEnd: Bool, expecting expected: String = "") throws(JSON5SyntaxError) -> UInt8? {
        while position < bytes.count {
            let byte = bytes[position]
            if JSON5Characters.isWhitespace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                position += 2
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = position
                position += 2
                var closed = false
                while position + 1 < bytes.count {
                    if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                        position += 2
                        closed = true
                        break
                    }
                    position += 1
                }
                guard closed else {
                    position = bytes.count
                    throw JSON5SyntaxError(range: ByteRange(start, start + 2), message: "unterminated comment: expected '*/'")
                }
            } else {
                return byte
            }
        }
        guard allowingEnd else {
            throw error(at: position, "expected \(expected), found the end of the input")
        }
        return nil
    }
}

extension JSON5Scanner.Frame {
    fileprivate var isBraced: Bool { isArray || hasBraces }
    fileprivate var lastKey: String? { members.last?.key }
}
