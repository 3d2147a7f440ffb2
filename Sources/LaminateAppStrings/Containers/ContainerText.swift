/// A container file's bytes as the UTF-8 text every scanner reads.
///
/// Editors send text already decoded; a file read from disk (`laminate
/// check`) may be UTF-16 with a byte order mark, as Xcode long wrote
/// `.strings` files. Positions are then reported in lines and characters,
/// which do not depend on the file's encoding.
public enum ContainerText {
    public enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
    }

    /// The text as UTF-8 with the encoding it was in, or a message saying
    /// why it cannot be read (neither UTF-8 nor UTF-16 with a byte order mark).
    public static func decode(_ bytes: [UInt8]) -> Result<(text: [UInt8], encoding: Encoding), ContainerFailure> {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                return .failure(ContainerFailure(range: .init(0, 0), message: "a UTF-16 file with an odd number of bytes"))
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var index = 2
            while index + 1 < bytes.count {
                let pair = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
                units.append(littleEndian ? pair.0 | pair.1 << 8 : pair.0 << 8 | pair.1)
                index += 2
            }
            var text: [UInt8] = []
            var decoder = UTF16()
            var iterator = units.makeIterator()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): text.append(contentsOf: String(scalar).utf8)
                case .emptyInput: break loop
                case .error:
                    return .failure(ContainerFailure(range: .init(0, 0), message: "not valid UTF-16: a lone surrogate"))
                }
            }
            return .success((text, littleEndian ? .utf16LittleEndian : .utf16BigEndian))
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return .failure(
                ContainerFailure(
                    range: .init(0, 0),
                    message: "an unknown encoding: neither UTF-8 nor UTF-16 with a byte order mark"))
        }
        return .success((bytes, .utf8))
    }
}
