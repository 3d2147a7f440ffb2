import LaminateConcurrency
import Testing

@testable import LaminateServer

/// `FolderListings` on its own: existence from a folder's listing, by the
/// name's bytes; a symbolic link followed once; what a change names forgotten.
struct FolderListingsTests {
    /// Fixed listings by folder; a symbolic link named in `leading` leads somewhere.
    final class Listed: FileSystem {
        let folders: [String: [DirectoryEntry]]
        let leading: Set<String>
        let listed = Locked<[String]>([])
        let followed = Locked<[String]>([])

        init(_ folders: [String: [DirectoryEntry]], leading: Set<String> = []) {
            self.folders = folders
            self.leading = leading
        }

        func contents(ofFile path: String) -> [UInt8]? { nil }

        func entries(ofDirectory path: String) -> [DirectoryEntry]? {
            listed.withLock { $0.append(path) }
            return folders[path]
        }

        func exists(_ path: String) -> Bool {
            followed.withLock { $0.append(path) }
            return leading.contains(path)
        }
    }

    static let workspace: [String: [DirectoryEntry]] = [
        "/w": [
            DirectoryEntry(name: "caf\u{E9}.md", kind: .file), DirectoryEntry(name: "docs", kind: .directory),
            DirectoryEntry(name: "loop.md", kind: .symbolicLink), DirectoryEntry(name: "shared.md", kind: .symbolicLink),
        ],
        "/w/docs": [DirectoryEntry(name: "guide.md", kind: .file)],
    ]

    @Test func existenceIsReadFromListingsByTheNamesBytes() {
        let disk = Listed(Self.workspace, leading: ["/w/shared.md"])
        let listings = FolderListings(disk)
        #expect(listings.exists("/w/caf\u{E9}.md"))
        // The same name spelt with a combining accent is another file to the disk.
        #expect(!listings.exists("/w/cafe\u{301}.md"))
        #expect(listings.exists("/w/docs/guide.md"))
        #expect(listings.exists("/w/docs"))
        #expect(!listings.exists("/w/docs/gone.md"))
        #expect(!listings.exists("/w/loop.md"))
        #expect(listings.exists("/w/shared.md"))
        // Asked again: nothing listed or followed again.
        #expect(!listings.exists("/w/loop.md"))
        #expect(listings.exists("/w/shared.md"))
        #expect(disk.listed.withLock { $0 }.sorted() == ["/w", "/w/docs"])
        #expect(disk.followed.withLock { $0 }.sorted() == ["/w/loop.md", "/w/shared.md"])
        // A missing folder's files are asked of the disk, once.
        #expect(!listings.exists("/w/gone/x.md"))
        #expect(!listings.exists("/w/gone/x.md"))
        #expect(disk.followed.withLock { $0 }.count == 3)
        #expect(listings.fileNameSuggestions(in: "/w/docs") === listings.fileNameSuggestions(in: "/w/docs"))
    }

    @Test func aChangeForgetsItsFolderAndEverythingUnderIt() {
        let disk = Listed(Self.workspace)
        let listings = FolderListings(disk)
        _ = listings.exists("/w/docs/guide.md")
        _ = listings.exists("/w/caf\u{E9}.md")
        let before = listings.listingCount
        let names = listings.fileNameSuggestions(in: "/w/docs")
        // A file created in /w/docs: that folder is listed again, /w is not.
        listings.forget(["/w/docs/new.md"])
        _ = listings.exists("/w/docs/guide.md")
        _ = listings.exists("/w/caf\u{E9}.md")
        #expect(listings.listingCount == before + 1)
        #expect(listings.fileNameSuggestions(in: "/w/docs") !== names)
        // /w deleted (or renamed): it and everything under it.
        listings.forget(["/w"])
        _ = listings.exists("/w/docs/guide.md")
        _ = listings.exists("/w/caf\u{E9}.md")
        #expect(listings.listingCount == before + 3)
    }

    @Test func withoutKeepingEveryQuestionGoesToTheDisk() {
        let disk = Listed(Self.workspace, leading: ["/w/docs/guide.md"])
        let listings = FolderListings(disk, isKeeping: false)
        #expect(listings.exists("/w/docs/guide.md"))
        #expect(listings.exists("/w/docs/guide.md"))
        #expect(disk.followed.withLock { $0 }.count == 2)
        #expect(listings.fileNameSuggestions(in: "/w/docs") != nil)
        #expect(listings.fileNameSuggestions(in: "/w/docs") != nil)
        #expect(disk.listed.withLock { $0 }.count == 2)
    }
}
