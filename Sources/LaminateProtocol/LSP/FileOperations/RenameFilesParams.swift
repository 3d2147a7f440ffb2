/// The files and folders a client renames (`workspace/willRenameFiles`,
/// `workspace/didRenameFiles`): each old URI with its new one.
public struct RenameFilesParams: Hashable, Sendable, Codable {
    public var files: [FileRename]

    public init(files: [FileRename]) { self.files = files }
}

public struct FileRename: Hashable, Sendable, Codable {
    public var oldUri: DocumentURI
    public var newUri: DocumentURI

    public init(oldUri: DocumentURI, newUri: DocumentURI) {
        self.oldUri = oldUri
        self.newUri = newUri
    }
}

/// `workspace/willRenameFiles`: sent before the client renames files; the
/// edit answered is applied first, then the files are renamed.
public enum WillRenameFilesRequest: LSPRequest {
    public static let method = "workspace/willRenameFiles"
    public typealias Params = RenameFilesParams
    public typealias Result = WorkspaceEdit?
}

/// `workspace/didRenameFiles`: the client has renamed files.
public enum DidRenameFilesNotification: LSPNotification {
    public static let method = "workspace/didRenameFiles"
    public typealias Params = RenameFilesParams
}
