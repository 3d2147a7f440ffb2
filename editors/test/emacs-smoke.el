;;; emacs-smoke.el --- the checks of emacs-smoke.sh  -*- lexical-binding: t; coding: utf-8; -*-

;; Run by emacs-smoke.sh in a batch Emacs, in a folder holding recipe.md
;; and notes.amd.  Everything goes through eglot, loaded by the shipped
;; editors/emacs/laminate.el.  Each wait is bounded.

;;; Code:

;; Batch Emacs does not activate installed packages by itself.
(package-initialize)
(load (expand-file-name "laminate.el" (getenv "LAMINATE_EL_DIR")))
(setq laminate-command (list (getenv "LAMINATE_BINARY") "lsp"))

(defconst laminate-smoke-timeout 20
  "Seconds any one thing may take: CI machines are shared.")

(defun laminate-smoke-report (ok message)
  "Print MESSAGE as passed when OK, else as failed and exit with status 1."
  (princ (format "%s: %s\n" (if ok "ok" "FAIL") message))
  (unless ok (kill-emacs 1)))

(defun laminate-smoke-wait (predicate)
  "Wait until PREDICATE holds, or the timeout passes; return its value."
  (let ((deadline (+ (float-time) laminate-smoke-timeout)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      ;; `eglot-ensure' and Flymake start from `post-command-hook'; batch
      ;; Emacs runs no commands.
      (run-hooks 'post-command-hook)
      ;; Flymake shows what eglot last reported only when it runs its
      ;; backends, which it schedules on idle timers that batch Emacs may not
      ;; fire under load; ask it to run again so its list is current.
      (when (bound-and-true-p flymake-mode) (ignore-errors (flymake-start)))
      (accept-process-output nil 0.05))
    (funcall predicate)))

(defun laminate-smoke-request (method params)
  "Send pending changes, then the request METHOD with PARAMS; its result."
  (eglot--signal-textDocument/didChange)
  (jsonrpc-request (eglot-current-server) method params :timeout laminate-smoke-timeout))

(defun laminate-smoke-diagnostic-texts ()
  "The texts of the buffer's diagnostics, in Flymake or still in eglot."
  (let ((held (and (boundp 'eglot--diagnostics) (listp eglot--diagnostics) eglot--diagnostics)))
    (delete-dups (delq nil (mapcar (lambda (diagnostic) (ignore-errors (flymake-diagnostic-text diagnostic)))
                      (append (flymake-diagnostics) held))))))

(defun laminate-smoke-contains (text needle)
  (and (stringp text) (string-match-p (regexp-quote needle) text)))

(defun laminate-smoke-has-diagnostic (code)
  (seq-some (lambda (text) (laminate-smoke-contains text (format "[%s]" code)))
            (laminate-smoke-diagnostic-texts)))

(defun laminate-smoke-hover (needle)
  "The hover text at the start of the first NEEDLE in the buffer."
  (goto-char (point-min))
  (search-forward needle)
  (goto-char (match-beginning 0))
  (let* ((hover (laminate-smoke-request :textDocument/hover (eglot--TextDocumentPositionParams)))
         (contents (plist-get hover :contents)))
    (cond ((stringp contents) contents)
          ((plist-get contents :value))
          (t (format "%S" contents)))))

(defun laminate-smoke-check-text (after)
  "The server's copy of the document must equal the buffer, AFTER an edit."
  (let ((server-text (plist-get (laminate-smoke-request :laminate/documentText
                                                        (list :textDocument (eglot--TextDocumentIdentifier)))
                                :text))
        (buffer-text (buffer-substring-no-properties (point-min) (point-max))))
    (unless (equal server-text buffer-text)
      (princ (format "buffer:\n%S\nserver:\n%S\n" buffer-text server-text)))
    (laminate-smoke-report (equal server-text buffer-text)
                           (format "server text equals the buffer after %s" after))))

(defun laminate-smoke-attach (file)
  (find-file file)
  (laminate-smoke-report (derived-mode-p 'markdown-mode)
                         (format "%s opened in markdown-mode (got %s)" file major-mode))
  (let ((server (laminate-smoke-wait #'eglot-current-server)))
    (laminate-smoke-report (and server (jsonrpc-running-p server) (eglot--capabilities server))
                           (format "%s: laminate attached and answered initialize" file))))

(defun laminate-smoke-flymake-diagnostic (code)
  "The diagnostic Flymake shows whose text names CODE, or nil."
  (seq-find (lambda (diagnostic) (laminate-smoke-contains (flymake-diagnostic-text diagnostic) (format "[%s]" code)))
            (flymake-diagnostics)))

(defun laminate-smoke-line-has (text)
  (save-excursion (goto-char (point-min)) (search-forward text nil t)))

(defun laminate-smoke-quick-fix ()
  "Fix LAM006 as a user does: eglot's own code-action command on the
diagnostic's region, asking for quick fixes.  Eglot sends the diagnostic
Flymake holds as the context, and applies the fix's versioned edit."
  (let ((diagnostic (laminate-smoke-wait (lambda () (laminate-smoke-flymake-diagnostic "LAM006")))))
    (laminate-smoke-report diagnostic "Flymake shows the LAM006 diagnostic")
    ;; `eglot-code-actions' with INTERACTIVE runs the only quick fix
    ;; directly; with several it asks (by menu when the last event was a
    ;; mouse click, so pretend a key was pressed), and the stub answers
    ;; eglot's default, the preferred fix.  The same calls exist in eglot 1.9
    ;; (Debian 12) and current eglot (1.24, read but not run here).
    (let ((last-nonmenu-event ?\r))
      (cl-letf (((symbol-function 'completing-read)
                 (lambda (_prompt _collection &optional _predicate _require _initial _history default &rest _)
                   default)))
        (eglot-code-actions (flymake-diagnostic-beg diagnostic) (flymake-diagnostic-end diagnostic) "quickfix" t))))
  (laminate-smoke-report (laminate-smoke-line-has "^[Bake until golden.](alignment: \"center\")")
                         "the quick fix made the value alignment: \"center\"")
  (laminate-smoke-check-text "applying the quick fix")
  (laminate-smoke-report (laminate-smoke-wait (lambda () (not (laminate-smoke-has-diagnostic "LAM006"))))
                         "LAM006 cleared after the quick fix"))

(defun laminate-smoke-edits ()
  "Edits as typing makes them; eglot sends each as an incremental change."
  (goto-char (point-min))
  (search-forward "^[butter")
  (goto-char (match-beginning 0))
  (insert "crème fraîche and ")
  (laminate-smoke-check-text "inserting accented text")
  (goto-char (point-min))
  (end-of-line)
  (insert " 🥞 パンケーキ")
  (laminate-smoke-check-text "appending emoji and CJK text")
  (search-forward "dough")
  (insert "\nRest the batter — ½ hour is better.")
  (laminate-smoke-check-text "splitting a line")
  (let ((end (progn (search-backward "½") (point))))
    (delete-region (progn (search-backward "dough") (match-end 0)) end)
    (insert " "))
  (laminate-smoke-check-text "deleting across a line break")
  (goto-char (point-min))
  (search-forward "golden")
  (replace-match "brown")
  (laminate-smoke-check-text "replacing a word")
  ;; The span's closing parenthesis, after accented letters earlier on the
  ;; line: a column counted in bytes would land past the span.
  (laminate-smoke-report (laminate-smoke-contains (laminate-smoke-hover ") into") "Ingredient 3")
                         "hover at the end of the butter span, after accented text, names Ingredient 3"))

(defun laminate-smoke-preview ()
  "M-x laminate-preview returns the page's URL; \"stop\" stops it.
`browse-url' is stubbed: no browser starts."
  (let* ((opened nil)
         (browse-url-browser-function (lambda (url &rest _) (setq opened url)))
         (url (laminate-preview)))
    (laminate-smoke-report (and (stringp url)
                                (string-match-p "\\`http://127\\.0\\.0\\.1:[0-9]+/[0-9a-f]\\{32\\}/\\'" url))
                           (format "laminate-preview returned the page's URL (%S)" url))
    (if (plist-get (plist-get (eglot-client-capabilities (eglot-current-server)) :window) :showDocument)
        (laminate-smoke-report (null opened) "… and left opening it to eglot (window/showDocument)")
      (laminate-smoke-report (equal opened url) "… and opened it with browse-url (this eglot has no window/showDocument)"))
    (laminate-smoke-report (null (laminate-preview "stop")) "laminate-preview \"stop\" stopped it")))

(defun laminate-smoke-main ()
  (laminate-smoke-attach "recipe.md")
  (laminate-smoke-report (laminate-smoke-wait (lambda () (laminate-smoke-has-diagnostic "LAM006")))
                         (format "LAM006 diagnostic for alignment \"centre\" arrived (%S)"
                                 (laminate-smoke-diagnostic-texts)))
  (let ((text (laminate-smoke-hover "butter")))
    (laminate-smoke-report (laminate-smoke-contains text "Ingredient 3")
                           (format "hover on ingredient \"butter\" names Ingredient 3 (%S…)"
                                   (substring text 0 (min 30 (length text))))))
  (laminate-smoke-check-text "opening")
  (laminate-smoke-quick-fix)
  (laminate-smoke-edits)
  (laminate-smoke-preview)
  (laminate-smoke-attach "notes.amd")
  (accept-process-output nil 0.5)
  (laminate-smoke-report (jsonrpc-running-p (eglot-current-server)) "server still running after all checks"))

(condition-case problem
    (laminate-smoke-main)
  (error (laminate-smoke-report nil (format "error in the smoke test: %S" problem))))
(kill-emacs 0)

;;; emacs-smoke.el ends here
