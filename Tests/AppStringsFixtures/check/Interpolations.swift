import SwiftUI

// Interpolations are code: nothing inside one is checked, and positions after one stay exact.
struct Interpolations: View {
    var body: some View {
        Text("Total: \(isSale ? "^[sale](foregroundColor: \"pnk\")" : label)")
        Text("A \(f("x)", { (y: Int) in y /* ) */ }) + #"\(raw)"#) ^[b](inflect: tru)")
        Text(#"R \#(g("q", "^[no](kern: x)")) \(notInterpolated) ^[c](inflect: tru)"#)
        Text("""
            M \(h("""
                ^[inner](kern: zz)
                """)) ^[d](inflect: tru)
            """)
        Text("😀 漢字 \(a ? "^[x](kern: q)" : "") ^[g](inflect: tru) שלום")
        Text("deep \(a(b(c("\(d(e("^[x](kern: q)")))")))) ^[h](inflect: tru)")
        Text("C \(x // a comment ends an interpolation of a single-line literal ) ^[f](inflect: tru)")
        Text("U \(oops("unterminated)
        Text("after ^[e](inflect: tru)")
    }
}
