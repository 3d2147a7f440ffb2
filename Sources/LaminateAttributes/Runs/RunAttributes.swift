/// Everything that holds over one run of rendered text: the Markdown
/// formatting (as Apple's keys say it) and the attributes set by the
/// attribute spans around it.
public struct RunAttributes: Sendable, Hashable {
    public var inlinePresentationIntent: InlinePresentationIntent
    public var presentationIntent: PresentationIntent?
    /// A Markdown link's or autolink's destination (Foundation's `link`).
    public var link: String?
    /// An image's source; its alt text is the run's text (Foundation's `imageURL`).
    public var imageURL: String?
    /// A fenced code block's language (Foundation's `languageIdentifier`).
    public var languageIdentifier: String?
    /// The attributes the enclosing spans set, by key; where spans nest and
    /// set the same key, the inner span's value. Only keys the formatting
    /// definition allows, with valid values: what `laminate check` reports
    /// does not reach the runs.
    public var spanAttributes: [String: AttributeValue]

    public init(
        inlinePresentationIntent: InlinePresentationIntent = [], presentationIntent: PresentationIntent? = nil,
        link: String? = nil, imageURL: String? = nil, languageIdentifier: String? = nil,
        spanAttributes: [String: AttributeValue] = [:]
    ) {
        self.inlinePresentationIntent = inlinePresentationIntent
        self.presentationIntent = presentationIntent
        self.link = link
        self.imageURL = imageURL
        self.languageIdentifier = languageIdentifier
        self.spanAttributes = spanAttributes
    }
}
