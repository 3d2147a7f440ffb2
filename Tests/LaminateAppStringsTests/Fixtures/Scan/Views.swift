import SwiftUI

struct Greeting: View {
    var count: Int
    var name: String

    var body: some View {
        // "^[not a literal](inflect: true)" in a comment
        Text("Tap ^[Settings](foregroundColor: \"accentColor\")")
        Text("Hello, \(name)! You have ^[\(count) apple](inflect: true) 😀")
        let plain = "no markdown here"
        let raw = #"A "quoted" ^[span](alignment: "center") with \#(name) and \(notInterpolated)"#
        let multi = """
            **Bold** first line \
            continued
              indented ^[漢字](foregroundColor: "green")
            """
        let attributed = try AttributedString(markdown: "*emphasis* \u{1F600} end")
        let localized = String(localized: "^[%lld file](inflect: true) \(count > 1 ? "\(count)" : "one")")
        let nested = "outer \(flag ? "^[inner](foregroundColor: \"red\")" : "")"
        let unterminated = "^[open](inflect: true)
        /* nested /* comment "^[x](y: 1)" */ still comment */
        let doubleRaw = ##"^[two](inflect: true) "# still inside"##
    }
}
