/// A run of `*`, `_` or `~` that may open or close emphasis or strikethrough,
/// kept on the inline parser's delimiter stack (a doubly linked list inside
/// an array, so removing from the middle is constant time).
struct DelimiterRun {
    let character: UInt8
    /// The `.text` node holding the run's remaining characters.
    let node: NodeID
    /// Where the run started: how `processEmphasis(bottom:)` tells which runs
    /// lie inside a link's text.
    let position: Int
    /// The remaining characters, `bytes[start ..< end]`: openers lose
    /// characters from the end, closers from the start.
    var start: Int
    var end: Int
    /// The length of the whole run, for the "rule of 3".
    let originalLength: Int
    let canOpen: Bool
    let canClose: Bool
    var previous: Int
    var next: Int

    var count: Int { end &- start }

    /// Which slot of `openersBottom` a closer uses: closers with the same
    /// character, ability to open and length modulo 3 match the same openers.
    var bottomSlot: Int {
        let characterSlot: Int
        switch character {
        case UInt8(ascii: "*"): characterSlot = 0
        case UInt8(ascii: "_"): characterSlot = 1
        default: characterSlot = 2
        }
        return characterSlot &* 6 &+ (canOpen ? 3 : 0) &+ originalLength % 3
    }

    static let bottomSlotCount = 18
}
