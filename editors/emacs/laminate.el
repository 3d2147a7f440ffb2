;;; laminate.el --- Use the Laminate language server through eglot  -*- lexical-binding: t; -*-

;; Starts `laminate lsp' for Markdown buffers with eglot (built into Emacs 29;
;; install it from GNU ELPA on Emacs 26.3-28).  Load this file from your init
;; file, e.g. (load "/path/to/laminate/editors/emacs/laminate.el").

;;; Code:

(require 'eglot)

(defgroup laminate nil
  "The Laminate language server for Attributed Markdown."
  :group 'tools)

(defcustom laminate-command '("laminate" "lsp")
  "The command that starts the Laminate language server."
  :type '(repeat string)
  :group 'laminate)

;; `.amd' files are Attributed Markdown.
(add-to-list 'auto-mode-alist '("\\.amd\\'" . markdown-mode))

;; App strings (String Catalogs, `.strings', Swift) are not attached here:
;; eglot runs one server per buffer, and Laminate would take the place of
;; sourcekit-lsp. `laminate-lsp-mode.el' (lsp-mode) attaches Laminate
;; beside it as an add-on.

;; A function, so that changing `laminate-command' takes effect at the next
;; start without reloading this file.
(add-to-list 'eglot-server-programs
             `((markdown-mode gfm-mode markdown-ts-mode)
               . ,(lambda (&rest _) laminate-command)))

(add-hook 'markdown-mode-hook #'eglot-ensure)
(add-hook 'gfm-mode-hook #'eglot-ensure)
(when (fboundp 'markdown-ts-mode)
  (add-hook 'markdown-ts-mode-hook #'eglot-ensure))

(defcustom laminate-preview-browse t
  "Whether `laminate-preview' opens the page with `browse-url'.
Only when eglot cannot open it itself: an eglot that declares
`window/showDocument' is asked to by the server."
  :type 'boolean
  :group 'laminate)

(defun laminate-preview (&optional option)
  "Open the live preview of this buffer in the browser.
The server renders its own copy of the text, so the page follows every
change, saved or not.  OPTION is nil, \"allow-html\" (run the document's
raw HTML and scripts, in a sandboxed frame) or \"stop\"; interactively,
a prefix argument asks for it.  Returns the page's URL (nil after stop)."
  (interactive
   (list (when current-prefix-arg
           (completing-read "Preview option: " '("allow-html" "stop") nil t))))
  (let* ((server (or (eglot-current-server)
                     (user-error "No Laminate server for this buffer (M-x eglot)")))
         (arguments (vconcat (list (eglot--TextDocumentIdentifier))
                             (when option (list option))))
         (url (jsonrpc-request server :workspace/executeCommand
                               (list :command "laminate.preview" :arguments arguments)))
         (window (plist-get (eglot-client-capabilities server) :window)))
    (cond ((stringp url)
           (message "Laminate preview: %s" url)
           (when (and laminate-preview-browse (not (plist-get window :showDocument)))
             (browse-url url)))
          (t (message "Laminate preview stopped")))
    (and (stringp url) url)))

(provide 'laminate)
;;; laminate.el ends here
