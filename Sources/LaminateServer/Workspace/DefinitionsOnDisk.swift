import LaminateProtocol

/// The `.laminate.json` in force for files that are not open (found as
/// for open documents, `Configuration.candidatePaths`), read from the disk
/// once per folder per request.
struct DefinitionsOnDisk {
    let fileSystem: any FileSystem
    let configuration: Configuration
    private var byPath: [String: FormattingDefinitionFile?] = [:]

    init(fileSystem: any FileSystem, configuration: Configuration) {
        self.fileSystem = fileSystem
        self.configuration = configuration
    }

    mutating func file(for documentPath: String) -> FormattingDefinitionFile? {
        for path in configuration.candidatePaths(forFile: documentPath) {
            if let known = byPath[path] {
                if let known { return known }
                continue
            }
            let file = fileSystem.contents(ofFile: path).map { FormattingDefinitionFile(uri: FileURI.uri(ofPath: path), path: path, contents: $0) }
            byPath[path] = file
            if let file { return file }
        }
        return nil
    }
}
