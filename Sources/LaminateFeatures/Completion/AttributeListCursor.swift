import LaminateDialect

/// Where a cursor stands inside an attribute list, read from the list's text
/// up to the cursor with a forgiving scanner: a list being typed is rarely
/// valid JSON5, so this never fails, it only guesses as an editor would.
struct AttributeListCursor: Equatable {
    enum Place: Equatable {
        /// Typing a key; `partial` is what is typed of it so far.
        case key(partial: ByteRange, quote: UInt8?)
        /// Typing the value of `keyPath.last`.
        case value(partial: ByteRange, quote: UInt8?)
        /// Between a key and its colon, after a value: nothing to offer.
        case elsewhere
    }

    var place: Place
    /// The keys leading to the object or array the cursor is in, then (for a
    /// value) the key being given a value: `["morphology", "number"]`.
    var keyPath: [String]
    /// The keys already written in the cursor's object, before and after the cursor.
    var keysWritten: [String]

    private enum State {
        case expectKey
        case inKey(start: Int)
        case inQuotedKey(start: Int, quote: UInt8)
        case expectColon(key: String)
        case expectValue(key: String)
        case inValue(key: String, start: Int)
        case inString(key: String, start: Int, quote: UInt8)
        case afterValue
    }

    private enum Container {
        case object(keysWritten: [String])
        case array
    }

    /// Reads the list `text[list]` up to `cursor` to know where the cursor
    /// is, and after it for the keys its object already has further on.
    init(text: [UInt8], list: ByteRange, cursor: Int) {
        var state = State.expectKey
        // The top-level object needs no braces: it is open from the start.
        var containers: [Container] = [.object(keysWritten: [])]
        var path: [String] = []
        var sawTopBrace = false
        var index = list.start
        let end = min(max(list.end, cursor), text.count)
        var captured: (place: Place, keyPath: [String], depth: Int, keysWritten: [String])?
        var keysAfterCursor: [String] = []

        func closeContainer() {
            guard containers.count > 1 else { return }
            containers.removeLast()
            _ = path.popLast()
        }
        func noteKey(_ key: String, start: Int) {
            if let captured, start > cursor {
                if containers.count == captured.depth { keysAfterCursor.append(key) }
                return
            }
            if case .object(var keys) = containers.last {
                keys.append(key)
                containers[containers.count &- 1] = .object(keysWritten: keys)
            }
        }
        func afterSeparator() -> State {
            if case .array = containers.last, let key = path.last { return .expectValue(key: key) }
            return .expectKey
        }
        func string(_ start: Int, _ end: Int) -> String {
            start < end ? String(decoding: text[start..<end], as: UTF8.self) : ""
        }

        while index < end {
            if captured == nil, index >= cursor {
                captured = Self.place(of: state, path: path, containers: containers, cursor: cursor)
            }
            // Past the cursor only the keys of its own object still matter.
            if let captured, containers.count < captured.depth { break }
            let byte = text[index]
            let isSpace =
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            switch state {
            case .expectKey:
                if isSpace || byte == UInt8(ascii: ",") { break }
                if byte == UInt8(ascii: "{"), !sawTopBrace, containers.count == 1 {
                    sawTopBrace = true
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    state = .inQuotedKey(start: index &+ 1, quote: byte)
                } else if byte == UInt8(ascii: "}") {
                    closeContainer()
                    state = .afterValue
                } else if Self.isIdentifierByte(byte) {
                    state = .inKey(start: index)
                }
            case .inKey(let start):
                if Self.isIdentifierByte(byte) { break }
                let key = string(start, index)
                noteKey(key, start: start)
                state = byte == UInt8(ascii: ":") ? .expectValue(key: key) : .expectColon(key: key)
            case .inQuotedKey(let start, let quote):
                if byte == UInt8(ascii: "\\") {
                    index &+= 1
                } else if byte == quote {
                    let key = string(start, index)
                    noteKey(key, start: start)
                    state = .expectColon(key: key)
                }
            case .expectColon(let key):
                if byte == UInt8(ascii: ":") {
                    state = .expectValue(key: key)
                } else if !isSpace {
                    state = .expectKey
                    continue
                }
            case .expectValue(let key):
                if isSpace { break }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    state = .inString(key: key, start: index &+ 1, quote: byte)
                } else if byte == UInt8(ascii: "{") {
                    if case .array = containers.last {} else { path.append(key) }
                    containers.append(.object(keysWritten: []))
                    state = .expectKey
                } else if byte == UInt8(ascii: "[") {
                    if case .array = containers.last {} else { path.append(key) }
                    containers.append(.array)
                    state = .expectValue(key: key)
                } else if byte == UInt8(ascii: ",") {
                    state = afterSeparator()
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    closeContainer()
                    state = .afterValue
                } else {
                    state = .inValue(key: key, start: index)
                }
            case .inValue:
                if byte == UInt8(ascii: ",") {
                    state = afterSeparator()
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    closeContainer()
                    state = .afterValue
                } else if isSpace {
                    state = .afterValue
                }
            case .inString(_, _, let quote):
                if byte == UInt8(ascii: "\\") {
                    index &+= 1
                } else if byte == quote {
                    state = .afterValue
                }
            case .afterValue:
                if byte == UInt8(ascii: ",") {
                    state = afterSeparator()
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    closeContainer()
                }
            }
            index &+= 1
        }

        let result = captured ?? Self.place(of: state, path: path, containers: containers, cursor: cursor)
        place = result.place
        keyPath = result.keyPath
        keysWritten = result.keysWritten + keysAfterCursor
    }

    /// Where the cursor stands when the scanner is in `state`.
    private static func place(of state: State, path: [String], containers: [Container], cursor: Int)
        -> (place: Place, keyPath: [String], depth: Int, keysWritten: [String])
    {
        var keysWritten: [String] = []
        if case .object(let keys) = containers.last { keysWritten = keys }
        let depth = containers.count
        switch state {
        case .expectKey:
            return (.key(partial: ByteRange(cursor, cursor), quote: nil), path, depth, keysWritten)
        case .inKey(let start):
            return (.key(partial: ByteRange(min(start, cursor), cursor), quote: nil), path, depth, keysWritten)
        case .inQuotedKey(let start, let quote):
            return (.key(partial: ByteRange(min(start, cursor), cursor), quote: quote), path, depth, keysWritten)
        case .expectValue(let key):
            return (.value(partial: ByteRange(cursor, cursor), quote: nil), valuePath(path, key: key, containers: containers), depth, keysWritten)
        case .inValue(let key, let start):
            return (
                .value(partial: ByteRange(min(start, cursor), cursor), quote: nil),
                valuePath(path, key: key, containers: containers), depth, keysWritten
            )
        case .inString(let key, let start, let quote):
            return (
                .value(partial: ByteRange(min(start, cursor), cursor), quote: quote),
                valuePath(path, key: key, containers: containers), depth, keysWritten
            )
        case .expectColon, .afterValue:
            return (.elsewhere, path, depth, keysWritten)
        }
    }

    /// In an array the path already ends with the array's key.
    private static func valuePath(_ path: [String], key: String, containers: [Container]) -> [String] {
        if case .array = containers.last { return path }
        return path + [key]
    }

    /// Bytes of an unquoted JSON5 key or a bare value: identifier characters,
    /// digits, `$`, `_`, `\` escapes, `#`, `.`, `+`, `-` and anything non-ASCII.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "\\"):
            return true
        default:
            return byte >= 0x80
        }
    }
}
