import LaminateAttributes

/// What to do about each problem: the help text of a SARIF rule (GitHub
/// shows it beside an alert). `DiagnosticCode.meaning` says what the
/// problem is; this says how to fix it.
extension DiagnosticCode {
    var help: String {
        switch self {
        case .invalidAttributeList:
            return
                "Write the attribute list as JSON5 object members: ^[text](key: value, other: \"string\"). Keys are names or quoted strings; strings are quoted."
        case .unknownKey:
            return
                "Correct the key's spelling (the message suggests the nearest known key), or declare the attribute in the project's .laminate.json under \"attributes\"."
        case .keyOutsideScope:
            return "Use one of the keys the project's .laminate.json lists in \"scope\", or add this key to \"scope\"."
        case .wrongValueType:
            return "Write a value of the type the attribute takes (the message names it), for example a number without quotes."
        case .valueOutOfRange:
            return "Write a number within the range the message gives."
        case .valueNotInEnum:
            return "Write one of the allowed values the message lists (it suggests the nearest)."
        case .invalidColor:
            return "Write a color name (such as \"green\") or a hex color: #RGB, #RRGGBB or #RRGGBBAA."
        case .invalidURL:
            return "Write a URL with its scheme, such as https://example.com."
        case .patternMismatch:
            return "Write a string that matches the attribute's pattern in the project's .laminate.json."
        case .duplicateKey:
            return "Remove one of the two values: Foundation keeps the first and ignores the second."
        case .partialParagraphAttribute:
            return "Put the paragraph attribute on a span that holds the whole paragraph, or remove it."
        case .constraintViolated:
            return
                "Set the attribute as the constraint named in the message requires (for example foregroundColor: \"green\" on ingredient text), or change the constraint in .laminate.json."
        case .staleIngredient:
            return "The ingredient's text changed since it was marked: re-mark it (the editor offers the code action) or restore the text."
        case .ingredientIDOnDifferentTexts:
            return "Give each different text its own ingredient id, or make the texts the same."
        case .textWithSeveralIngredientIDs:
            return "Use one ingredient id for the same text everywhere."
        case .quoteEndedAttributeList:
            return "Write the ')' inside the string as \\u0029, or close the quote before the ')'."
        case .undefinedAttributeLabel:
            return "Add a definition for the label on a line of its own, ^[label]: key: value, or write the attribute list inline."
        case .unfinishedAttributeSpan:
            return "Add an attribute list, ^[text](key: value), or escape the caret (\\^) if the text is meant literally."
        case .emptyAttributeSpan:
            return "Put the text to carry the attributes between the brackets, or remove the span."
        case .attributeNestingTooDeep:
            return "Nest the attribute list's parentheses at most 32 deep."
        case .missingField:
            return "Add the field the message names to the object value."
        case .missingLinkTarget:
            return "Correct the link's path (relative to the linking file, or to the folder checked for /…), or create the file."
        case .unknownLinkFragment:
            return "Link to a heading the target has (the message suggests the nearest), or add that heading."
        case .placeholderInAttributeList:
            return "Move the placeholder out of the attribute list into the span's text: attribute lists are not formatted."
        case .translationAttributesDiffer:
            return "Give the translation's spans the same attribute keys as the source language's."
        case .inflectionUnsupported:
            return "Remove inflect from this language's string: Foundation inflects only some languages."
        case .invalidDefinitionJSON5:
            return "Correct the .laminate.json so that it is one JSON5 object."
        case .invalidDefinitionShape:
            return "Give the entry the shape the message describes (see the formatting definition reference)."
        case .unknownAttributeType:
            return "Use one of the attribute types the message lists."
        case .unknownKeyInScope:
            return "Correct the key's spelling in \"scope\", or declare it under \"attributes\"."
        case .constraintOnUndeclaredAttribute:
            return "Declare the attribute the constraint names, or correct its name."
        case .unknownDefinitionField:
            return "Remove the field or correct its spelling: laminate ignores it."
        case .invalidPattern:
            return "Write \"pattern\" as a valid regular expression."
        case .unreadableContainer:
            return "Save the file as UTF-8 (a .strings file may also be UTF-16 with a byte order mark) and make sure it is well formed."
        case .diagnosticsNotShown:
            return "Run laminate check on the file to see every problem."
        case .documentTooLarge:
            return "Split the document: the editor's analysis stops at its size limit (laminate check reads it whole)."
        }
    }

    /// What the rule covers, in a sentence or two: its meaning, and where
    /// such problems are found.
    var fullDescription: String {
        let meaning = self.meaning.prefix(1).uppercased() + self.meaning.dropFirst()
        let place =
            switch rawValue.dropFirst(3).first {
            case "0": "Found in Markdown documents and in the strings of app string files."
            case "1": "Found in a .laminate.json formatting definition."
            case "2": "Found in a String Catalog, .strings file or Swift file."
            default: "A limit of the language server."
            }
        return "\(meaning). \(place)"
    }
}
