import LaminateConcurrency

/// The printed text of every problem `laminate check` found, held until it
/// is printed (problems are printed only once every file is read: link
/// problems go among the others by place), as bytes in pages of
/// `pageSize`, not as one `String` each.
///
/// A large file has tens of thousands of problems. A `String` each cost
/// a header plus the room `append` had grown it to, half as much again as
/// the text; here they cost their bytes, which are the output.
///
/// Both threads of a check make problems, so text is stored under a lock.
final class PrintedProblems: Sendable {
    /// Where one problem's text is.
    struct Text {
        fileprivate let page: Int32
        fileprivate let start: Int32
        fileprivate let count: Int32
    }

    private let pages = Locked<[[UInt8]]>([])
    static let pageSize = 1 << 16

    /// Stores `text`, returning where it is.
    func store(_ text: String) -> Text {
        var text = text
        return text.withUTF8 { bytes in
            pages.withLock { pages in
                // A text longer than a page gets a page of its own.
                if pages.isEmpty || pages[pages.count - 1].count + bytes.count > pages[pages.count - 1].capacity {
                    var page: [UInt8] = []
                    page.reserveCapacity(max(Self.pageSize, bytes.count))
                    pages.append(page)
                }
                let page = pages.count - 1
                let start = pages[page].count
                pages[page].append(contentsOf: bytes)
                return Text(page: Int32(page), start: Int32(start), count: Int32(bytes.count))
            }
        }
    }

    /// Hands `body` the bytes of `text`.
    func withBytes<Result>(of text: Text, _ body: (ArraySlice<UInt8>) -> Result) -> Result {
        pages.withLock { pages in
            let start = Int(text.start)
            return body(pages[Int(text.page)][start..<start + Int(text.count)])
        }
    }
}
