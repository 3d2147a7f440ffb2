/// A document's diagnostics written straight to the framed notification.
///
/// A keystroke in a document with many problems publishes up to a thousand
/// diagnostics; building them as `JSONValue` objects and serializing those
/// (sorting every object's keys) cost a third of the server's time per
/// keystroke, on the dispatcher. This writes the same bytes
/// (`Message.notification(method:params:).framedBytes` of `jsonValue`:
/// compact, keys in order) in one pass, where the check runs.
extension PublishDiagnosticsNotification.Params {
    public var framedNotification: [UInt8] {
        var encoded = EncodedDiagnostics(expected: diagnostics.count)
        for diagnostic in diagnostics { encoded.append(diagnostic) }
        return encoded.finish(uri: uri, version: version)
    }
}

// Each writes its members in the order of their keys' bytes, as
// `JSONSerializer` does.

extension LSPDiagnostic {
    /// Writes this diagnostic; `versionDigits` is set to where the version
    /// its `data` names is written, if it names one.
    func write(into output: inout [UInt8], versionDigits: inout Range<Int>?) {
        output.append(contentsOf: #"{"code":"#.utf8)
        JSONSerializer.writeString(code, into: &output)
        if let data {
            output.append(contentsOf: #","data":"#.utf8)
            data.write(into: &output, versionDigits: &versionDigits)
        }
        output.append(contentsOf: #","message":"#.utf8)
        JSONSerializer.writeString(message, into: &output)
        output.append(contentsOf: #","range":"#.utf8)
        range.write(into: &output)
        if let relatedInformation {
            output.append(contentsOf: #","relatedInformation":["#.utf8)
            for (index, related) in relatedInformation.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.append(contentsOf: #"{"location":{"range":"#.utf8)
                related.location.range.write(into: &output)
                output.append(contentsOf: #","uri":"#.utf8)
                JSONSerializer.writeString(related.location.uri.string, into: &output)
                output.append(contentsOf: #"},"message":"#.utf8)
                JSONSerializer.writeString(related.message, into: &output)
                output.append(UInt8(ascii: "}"))
            }
            output.append(UInt8(ascii: "]"))
        }
        output.append(contentsOf: #","severity":"#.utf8)
        JSONSerializer.writeInteger(severity, into: &output)
        output.append(contentsOf: #","source":"#.utf8)
        JSONSerializer.writeString(source, into: &output)
        output.append(UInt8(ascii: "}"))
    }
}

extension DiagnosticData {
    func write(into output: inout [UInt8], versionDigits: inout Range<Int>?) {
        output.append(contentsOf: #"{"fixes":["#.utf8)
        for (index, fix) in fixes.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.append(contentsOf: #"{"edits":["#.utf8)
            for (index, edit) in fix.edits.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.append(contentsOf: #"{"newText":"#.utf8)
                JSONSerializer.writeString(edit.newText, into: &output)
                output.append(contentsOf: #","range":"#.utf8)
                edit.range.write(into: &output)
                output.append(UInt8(ascii: "}"))
            }
            output.append(contentsOf: #"],"isPreferred":"#.utf8)
            output.append(contentsOf: (fix.isPreferred ? "true" : "false").utf8)
            output.append(contentsOf: #","title":"#.utf8)
            JSONSerializer.writeString(fix.title, into: &output)
            output.append(UInt8(ascii: "}"))
        }
        output.append(UInt8(ascii: "]"))
        if let version {
            output.append(contentsOf: #","version":"#.utf8)
            let start = output.count
            JSONSerializer.writeInteger(version, into: &output)
            versionDigits = start..<output.count
        }
        output.append(UInt8(ascii: "}"))
    }
}

extension LSPRange {
    func write(into output: inout [UInt8]) {
        output.append(contentsOf: #"{"end":{"character":"#.utf8)
        JSONSerializer.writeInteger(end.character, into: &output)
        output.append(contentsOf: #","line":"#.utf8)
        JSONSerializer.writeInteger(end.line, into: &output)
        output.append(contentsOf: #"},"start":{"character":"#.utf8)
        JSONSerializer.writeInteger(start.character, into: &output)
        output.append(contentsOf: #","line":"#.utf8)
        JSONSerializer.writeInteger(start.line, into: &output)
        output.append(contentsOf: "}}".utf8)
    }
}
