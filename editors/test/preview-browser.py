#!/usr/bin/env python3
"""The live preview in a real browser: headless Chromium, driven over the
DevTools protocol through a pipe (--remote-debugging-pipe: no WebSocket, no
package), loads the preview that `laminate.preview` starts in `laminate lsp`.

    preview-browser.py LAMINATE [--screenshot PATH]

Checks, in the page the browser shows: computed colour and weight of
attributed spans, an ingredient's marking, an edit sent to the language
server appearing within a second without a reload, 404 without the token
and 403 for a foreign Host, the document's <script> not running (and, with
allow-html, running only inside its sandboxed frame). --screenshot writes a
PNG of the preview of editors/example/recipe.md.

Exit status: 0 passed, 1 failed, 2 skipped (no Chromium: LAMINATE_CHROMIUM
or chromium on PATH). Every wait is bounded.
"""

import base64
import json
import os
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCUMENT_URI = "file:///nonexistent/browser-test.md"
DOCUMENT = """# Browser test

Add the ^[milk](ingredient: 4) and ^[stir](foregroundColor: "green") it
^[firmly](fontWeight: "bold") until ^[*smooth*](underlineStyle: "single").

^[not json](oops: )

<script>window.laminateRan = true; document.title = "ran"; document.documentElement.dataset.ran = "yes";
fetch("/").then(() => { document.documentElement.dataset.fetched = "yes"; },
                () => { document.documentElement.dataset.fetched = "no"; });
try { document.documentElement.dataset.parent = parent.document.title; }
catch (error) { document.documentElement.dataset.parent = "unreachable"; }</script>
<img src="data:," onerror="window.laminateRan = true">
"""


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)
    print(f"ok: {message}")


class LanguageServer:
    """`laminate lsp` over pipes: requests by id, the server's requests
    answered (window/showDocument: success), its notifications dropped."""

    def __init__(self, laminate):
        self.process = subprocess.Popen([laminate, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.responses = {}
        self.shown = []
        self.condition = threading.Condition()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _send(self, message):
        body = json.dumps(dict(jsonrpc="2.0", **message)).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            message = json.loads(stream.read(length))
            if "method" in message and "id" in message:
                if message["method"] == "window/showDocument":
                    with self.condition:
                        self.shown.append(message["params"])
                self._send({"id": message["id"], "result": {"success": True}})
            elif "id" in message:
                with self.condition:
                    self.responses[message["id"]] = message
                    self.condition.notify_all()

    def request(self, method, params, seconds=30):
        request_id = self.next_id
        self.next_id += 1
        self._send({"id": request_id, "method": method, "params": params})
        deadline = time.monotonic() + seconds
        with self.condition:
            while request_id not in self.responses:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise Failure(f"no answer to {method} within {seconds} s")
                self.condition.wait(left)
            response = self.responses.pop(request_id)
        if "error" in response:
            raise Failure(f"{method}: {response['error']}")
        return response.get("result")

    def notify(self, method, params):
        self._send({"method": method, "params": params})

    def start(self, root_uri=None):
        self.request("initialize", {"processId": os.getpid(), "rootUri": root_uri,
                                    "capabilities": {"window": {"showDocument": {"support": True}}}})
        self.notify("initialized", {})

    def open(self, uri, text):
        self.notify("textDocument/didOpen",
                    {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}})

    def preview(self, uri, *options):
        return self.request("workspace/executeCommand", {"command": "laminate.preview", "arguments": [uri, *options]})

    def stop(self):
        try:
            self.request("shutdown", None, seconds=10)
            self.notify("exit", None)
            self.process.wait(10)
        except Exception:
            self.process.kill()


class Browser:
    """Headless Chromium over --remote-debugging-pipe: commands on fd 3,
    answers and events on fd 4, each a JSON text ended by a NUL byte."""

    def __init__(self, executable):
        self.profile = tempfile.mkdtemp(prefix="laminate-chromium-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        arguments = [executable, "--headless=new", "--remote-debugging-pipe", "--disable-gpu",
                     "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                     "--hide-scrollbars", "--window-size=800,600", f"--user-data-dir={self.profile}"]
        if os.geteuid() == 0:
            arguments.append("--no-sandbox")  # Chromium's own sandbox refuses root
        arguments.append("about:blank")

        def child_pipes():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(arguments, preexec_fn=child_pipes, pass_fds=(3, 4),
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.events = []
        self.next_id = 1
        self.session = None

    def _message(self, deadline):
        while b"\0" not in self.buffer:
            if time.monotonic() > deadline:
                raise Failure("Chromium did not answer in time")
            import select
            ready, _, _ = select.select([self.from_browser], [], [], max(0, deadline - time.monotonic()))
            if ready:
                chunk = os.read(self.from_browser, 1 << 20)
                if not chunk:
                    raise Failure("Chromium closed its pipe")
                self.buffer += chunk
        text, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(text)

    def send(self, method, params=None, session=True, seconds=15):
        """`session`: True for the page's, False for the browser's, or a session id."""
        message_id = self.next_id
        self.next_id += 1
        message = {"id": message_id, "method": method, "params": params or {}}
        if session is True and self.session:
            message["sessionId"] = self.session
        elif isinstance(session, str):
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + seconds
        while True:
            answer = self._message(deadline)
            if answer.get("id") == message_id:
                if "error" in answer:
                    raise Failure(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)

    def wait_for_event(self, method, seconds=15):
        deadline = time.monotonic() + seconds
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(index)
            self.events.append(self._message(deadline))

    def attach(self):
        targets = self.send("Target.getTargets", session=False)["targetInfos"]
        page = next(target for target in targets if target["type"] == "page")
        self.session = self.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True},
                                 session=False)["sessionId"]
        self.send("Page.enable")
        # A sandboxed frame may get a process of its own (an out-of-process
        # frame, a target of its own): attach to such frames as they come.
        self.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": False, "flatten": True})
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": 800, "height": 600, "deviceScaleFactor": 1, "mobile": False})

    def navigate(self, url):
        self.events.clear()
        self.send("Page.navigate", {"url": url})
        self.wait_for_event("Page.loadEventFired")

    def evaluate(self, expression, context=None):
        """In the page, or in `context`: (session id, execution context id or None)."""
        params = {"expression": expression, "returnByValue": True, "awaitPromise": True}
        session = True
        if context is not None:
            session, context_id = context
            if context_id is not None:
                params["contextId"] = context_id
        result = self.send("Runtime.evaluate", params, session=session)
        if "exceptionDetails" in result:
            raise Failure(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_until(self, expression, seconds, context=None):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.evaluate(expression, context):
                return True
            time.sleep(0.02)
        return False

    def frame_context(self):
        """Where to evaluate in the page's only child frame, whose origin
        is opaque to the page: its own target when it runs in a process of
        its own, else an isolated world in it (which sees its DOM, not its
        script's variables). None while there is no frame yet."""
        for event in self.events:
            if event.get("method") == "Target.attachedToTarget" and event["params"]["targetInfo"]["type"] == "iframe":
                return (event["params"]["sessionId"], None)
        tree = self.send("Page.getFrameTree")["frameTree"]
        if not tree.get("childFrames"):
            self.send("Runtime.evaluate", {"expression": "0"})  # lets pending events in
            return None
        frame = tree["childFrames"][0]["frame"]["id"]
        return (self.session, self.send("Page.createIsolatedWorld", {"frameId": frame})["executionContextId"])

    def screenshot(self, path):
        """The whole document (up to 1200 pixels), 800 wide."""
        height = min(1200, self.evaluate("document.documentElement.scrollHeight"))
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": 800, "height": height, "deviceScaleFactor": 1, "mobile": False})
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        pathlib.Path(path).write_bytes(base64.b64decode(data))

    def close(self):
        try:
            self.send("Browser.close", session=False, seconds=5)
            self.process.wait(10)
        except Exception:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def raw_get(port, target, host):
    """The status of `GET target` sent byte for byte, with this `Host`."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(f"GET {target} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
        head = connection.recv(4096).decode(errors="replace")
    return int(head.split(" ")[1])


def computed(span_text, property_name):
    return (f"(() => {{ const span = [...document.querySelectorAll('#laminate-document span')]"
            f".find(s => s.textContent === {json.dumps(span_text)});"
            f" return span ? getComputedStyle(span)[{json.dumps(property_name)}] : null; }})()")


def rendering_checks(browser, server, url):
    match = re.fullmatch(r"http://127\.0\.0\.1:(\d+)(/[0-9a-f]{32}/)", url)
    check(match is not None, f"laminate.preview returned the page's URL ({url.split('/')[2]}/…)")
    port, path = int(match.group(1)), match.group(2)
    check(server.shown and server.shown[-1] == {"uri": url, "external": True},
          "the server asked the client to open it (window/showDocument, external)")
    browser.navigate(url)
    check(browser.wait_until(computed("stir", "color") + " === 'rgb(0, 128, 0)'", 5),
          'the span with foregroundColor: "green" is green (rgb(0, 128, 0))')
    check(browser.evaluate(computed("firmly", "fontWeight")) == "700", 'the span with fontWeight: "bold" weighs 700')
    check(browser.evaluate(computed("milk", "color")) == "rgb(52, 199, 89)"
          and browser.evaluate(computed("milk", "fontWeight")) == "600",
          "the ingredient is marked (green #34C759, semibold)")
    check("underline" in browser.evaluate(computed("smooth", "textDecorationLine")), "the underlined span is underlined")
    check(browser.evaluate(computed("not json", "outlineStyle")) == "dashed",
          "the span whose list is not JSON5 keeps its text, outlined")
    check(browser.evaluate("(document.querySelector('[data-ingredient]') || {}).title") == "ingredient: 4",
          "the hover title names the attributes")
    check(browser.evaluate("window.laminateRan === undefined && document.title !== 'ran'"),
          "the document's <script> and onerror= did not run")

    browser.evaluate("window.laminateNotReloaded = true")
    server.notify("textDocument/didChange", {
        "textDocument": {"uri": DOCUMENT_URI, "version": 2},
        "contentChanges": [{"range": {"start": {"line": 2, "character": 0}, "end": {"line": 2, "character": 0}},
                            "text": "Unsaved ^[edit](fontWeight: \"heavy\") here. "}]})
    started = time.monotonic()
    arrived = browser.wait_until(computed("edit", "fontWeight") + " === '800'", 1.0)
    seconds = time.monotonic() - started
    check(arrived, f"an edit sent to the server is in the page within a second ({seconds * 1000:.0f} ms)")
    check(browser.evaluate("window.laminateNotReloaded === true"), "… without a reload")

    check(browser.evaluate("fetch('/').then(r => r.status)") == 404, "the browser gets 404 without the token")
    check(raw_get(port, path, "127.0.0.1:%d" % port) == 200, "the page with the token and Host: 127.0.0.1")
    check(raw_get(port, "/", "127.0.0.1:%d" % port) == 404, "404 without the token")
    check(raw_get(port, path + "events/../", "127.0.0.1:%d" % port) == 404, "404 for a path under the token")
    check(raw_get(port, path, "evil.example:%d" % port) == 403, "403 for a foreign Host (DNS rebinding)")


def allow_html_checks(browser, server):
    url = server.preview(DOCUMENT_URI, "allow-html")
    browser.navigate(url)
    check(browser.wait_until("!!document.getElementById('laminate-frame')", 5), "allow-html: a frame holds the document")
    context = None
    deadline = time.monotonic() + 5
    ran = False
    while time.monotonic() < deadline and not ran:
        context = browser.frame_context()
        ran = context is not None and browser.evaluate("document.documentElement.dataset.ran === 'yes'", context)
        time.sleep(0.05)
    check(ran, "allow-html: the document's script runs, in the frame")
    check(browser.evaluate("window.laminateRan === undefined"), "allow-html: … and not in the page")
    check(browser.evaluate("self.origin", context) == "null", "allow-html: the frame's origin is opaque")
    check(browser.wait_until("document.documentElement.dataset.fetched === 'no'", 2, context),
          "allow-html: … its scripts cannot fetch")
    check(browser.evaluate("document.documentElement.dataset.parent", context) == "unreachable",
          "allow-html: … nor reach the page")
    check(browser.evaluate(
        "(() => { const span = [...document.querySelectorAll('span')].find(s => s.textContent === 'stir');"
        " return span && getComputedStyle(span).color; })()", context) == "rgb(0, 128, 0)",
        "allow-html: the spans keep their looks in the frame")


def screenshot(browser, laminate, path):
    recipe = ROOT / "editors/example/recipe.md"
    server = LanguageServer(laminate)
    try:
        server.start(root_uri=(ROOT / "editors/example").as_uri())
        server.open(recipe.as_uri(), recipe.read_text())
        browser.navigate(server.preview(recipe.as_uri()))
        browser.wait_until("document.querySelectorAll('#laminate-document span').length > 0", 5)
        browser.screenshot(path)
        print(f"ok: wrote {path} ({os.path.getsize(path)} bytes)")
    finally:
        server.stop()


def main():
    arguments = sys.argv[1:]
    if not arguments:
        print(__doc__)
        return 2
    laminate = arguments[0]
    screenshot_path = arguments[arguments.index("--screenshot") + 1] if "--screenshot" in arguments else None
    chromium = os.environ.get("LAMINATE_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("Chromium is not installed (Debian: apt-get install -y chromium; or set LAMINATE_CHROMIUM)")
        return 2
    print(subprocess.run([chromium, "--version"], capture_output=True, text=True).stdout.strip())
    browser = Browser(chromium)
    server = LanguageServer(laminate)
    try:
        browser.attach()
        server.start()
        server.open(DOCUMENT_URI, DOCUMENT)
        rendering_checks(browser, server, server.preview(DOCUMENT_URI))
        allow_html_checks(browser, server)
        if screenshot_path:
            screenshot(browser, laminate, screenshot_path)
    except (Failure, StopIteration, OSError) as error:
        print(f"FAILED: {error}")
        return 1
    finally:
        server.stop()
        browser.close()
    print("preview in Chromium: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
