import Foundation
import LaminateConcurrency

/// Renders the newest version of a document off the caller's thread, one
/// rendering at a time, and publishes each to the page's streams.
///
/// A version submitted while a rendering runs replaces any version still
/// waiting: a burst of keystrokes in a large document costs the rendering
/// under way and one more, at the burst's end, never one per keystroke. The
/// caller (the language server's dispatcher) only swaps a closure under a
/// lock, so it never waits for a rendering, nor for a reader of the page.
public final class RenderingFeed: Sendable {
    public typealias Render = @Sendable () -> String?

    public let content: PreviewContent

    private struct State {
        var waiting: Render?
        var isRendering = false
        var isStopped = false
    }

    private let state = Locked(State())

    public init(content: PreviewContent) {
        self.content = content
    }

    /// Renders `render` soon, unless a newer one comes before it starts.
    /// `render` returns nil when there is nothing to show (the page then
    /// keeps the last rendering).
    public func submit(_ render: @escaping Render) {
        let startsWorker = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            state.waiting = render
            guard !state.isRendering else { return false }
            state.isRendering = true
            return true
        }
        // A thread, not a task: a rendering is long CPU work that would
        // hold one of the few threads Swift's cooperative pool has.
        if startsWorker { Thread { [self] in renderWaiting() }.start() }
    }

    /// Renders nothing more; a rendering under way is not published.
    public func stop() {
        state.withLock { state in
            state.isStopped = true
            state.waiting = nil
        }
    }

    private func renderWaiting() {
        while let render = takeWaiting() {
            guard let html = render() else { continue }
            if state.withLock({ !$0.isStopped }) { content.publish(html) }
        }
    }

    private func takeWaiting() -> Render? {
        state.withLock { state in
            guard !state.isStopped, let render = state.waiting else {
                state.isRendering = false
                return nil
            }
            state.waiting = nil
            return render
        }
    }
}
