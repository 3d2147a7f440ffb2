;;; laminate-lsp-mode.el --- Use the Laminate language server through lsp-mode  -*- lexical-binding: t; -*-

;; Starts `laminate lsp' for Markdown buffers with lsp-mode, which (unlike
;; eglot) shows LSP semantic tokens: ingredients green, bold, italic,
;; underlined, struck-through and coloured spans as they will look.  Load it
;; instead of laminate.el (which is for eglot), e.g.
;;   (load "/path/to/laminate/editors/emacs/laminate-lsp-mode.el")
;; Every face below is a `defface', so your theme or `custom-set-faces' wins.

;;; Code:

(require 'lsp-mode)

(defgroup laminate-lsp nil
  "The Laminate language server for Attributed Markdown, through lsp-mode."
  :group 'tools)

(defcustom laminate-lsp-command '("laminate" "lsp")
  "The command that starts the Laminate language server."
  :type '(repeat string)
  :group 'laminate-lsp)

(defface laminate-text '((t :inherit default)) "Formatted text." :group 'laminate-lsp)
(defface laminate-heading '((t :inherit bold)) "Heading text." :group 'laminate-lsp)
(defface laminate-markup '((t :inherit shadow)) "Markdown markup: markers and delimiters." :group 'laminate-lsp)
(defface laminate-code '((t :inherit fixed-pitch)) "Code spans and code blocks." :group 'laminate-lsp)
(defface laminate-url '((t :inherit link :weight normal)) "Link destinations." :group 'laminate-lsp)
(defface laminate-attributed-text '((t :underline (:style wave))) "The text of an attribute span." :group 'laminate-lsp)
(defface laminate-ingredient '((t :foreground "#34C759")) "The text of an ingredient." :group 'laminate-lsp)
(defface laminate-line-through '((t :strike-through t)) "Struck-through text." :group 'laminate-lsp)
(defface laminate-heading-1 '((t :inherit laminate-heading :height 1.4)) "A heading of level 1." :group 'laminate-lsp)
(defface laminate-heading-2 '((t :inherit laminate-heading :height 1.3)) "A heading of level 2." :group 'laminate-lsp)
(defface laminate-heading-3 '((t :inherit laminate-heading :height 1.2)) "A heading of level 3." :group 'laminate-lsp)
(defface laminate-heading-4 '((t :inherit laminate-heading :height 1.1)) "A heading of level 4." :group 'laminate-lsp)
(defface laminate-heading-5 '((t :inherit laminate-heading :height 1.0)) "A heading of level 5." :group 'laminate-lsp)
(defface laminate-heading-6 '((t :inherit laminate-heading :height 1.0)) "A heading of level 6." :group 'laminate-lsp)
(defface laminate-color-black '((t :foreground "#000000")) "Text whose foregroundColor is black." :group 'laminate-lsp)
(defface laminate-color-white '((t :foreground "#FFFFFF")) "Text whose foregroundColor is white." :group 'laminate-lsp)
(defface laminate-color-gray '((t :foreground "#8E8E93")) "Text whose foregroundColor is gray." :group 'laminate-lsp)
(defface laminate-color-red '((t :foreground "#FF3B30")) "Text whose foregroundColor is red." :group 'laminate-lsp)
(defface laminate-color-orange '((t :foreground "#FF9500")) "Text whose foregroundColor is orange." :group 'laminate-lsp)
(defface laminate-color-yellow '((t :foreground "#FFCC00")) "Text whose foregroundColor is yellow." :group 'laminate-lsp)
(defface laminate-color-green '((t :foreground "#34C759")) "Text whose foregroundColor is green." :group 'laminate-lsp)
(defface laminate-color-mint '((t :foreground "#00C7BE")) "Text whose foregroundColor is mint." :group 'laminate-lsp)
(defface laminate-color-teal '((t :foreground "#30B0C7")) "Text whose foregroundColor is teal." :group 'laminate-lsp)
(defface laminate-color-cyan '((t :foreground "#32ADE6")) "Text whose foregroundColor is cyan." :group 'laminate-lsp)
(defface laminate-color-blue '((t :foreground "#007AFF")) "Text whose foregroundColor is blue." :group 'laminate-lsp)
(defface laminate-color-indigo '((t :foreground "#5856D6")) "Text whose foregroundColor is indigo." :group 'laminate-lsp)
(defface laminate-color-purple '((t :foreground "#AF52DE")) "Text whose foregroundColor is purple." :group 'laminate-lsp)
(defface laminate-color-pink '((t :foreground "#FF2D55")) "Text whose foregroundColor is pink." :group 'laminate-lsp)
(defface laminate-color-brown '((t :foreground "#A2845E")) "Text whose foregroundColor is brown." :group 'laminate-lsp)

(defconst laminate-lsp-token-faces
  '(("text" . laminate-text)
    ("heading" . laminate-heading)
    ("headingMarker" . laminate-markup)
    ("listMarker" . laminate-markup)
    ("quoteMarker" . laminate-markup)
    ("thematicBreak" . laminate-markup)
    ("fence" . laminate-markup)
    ("infoString" . font-lock-type-face)
    ("code" . laminate-code)
    ("tablePipe" . laminate-markup)
    ("tableDelimiter" . laminate-markup)
    ("delimiter" . laminate-markup)
    ("link" . link)
    ("url" . laminate-url)
    ("html" . font-lock-function-name-face)
    ("escapeSequence" . font-lock-constant-face)
    ("entity" . font-lock-constant-face)
    ("boolean" . font-lock-constant-face)
    ("attributedText" . laminate-attributed-text)
    ("ingredient" . laminate-ingredient))
  "Faces for Laminate's own semantic token types.")

(defconst laminate-lsp-modifier-faces
  '(("emphasis" . italic)
    ("strong" . bold)
    ("strikethrough" . laminate-line-through)
    ("bold" . bold)
    ("italic" . italic)
    ("underline" . underline)
    ("lineThrough" . laminate-line-through)
    ("image" . italic)
    ("level1" . laminate-heading-1)
    ("level2" . laminate-heading-2)
    ("level3" . laminate-heading-3)
    ("level4" . laminate-heading-4)
    ("level5" . laminate-heading-5)
    ("level6" . laminate-heading-6)
    ("colorBlack" . laminate-color-black)
    ("colorWhite" . laminate-color-white)
    ("colorGray" . laminate-color-gray)
    ("colorRed" . laminate-color-red)
    ("colorOrange" . laminate-color-orange)
    ("colorYellow" . laminate-color-yellow)
    ("colorGreen" . laminate-color-green)
    ("colorMint" . laminate-color-mint)
    ("colorTeal" . laminate-color-teal)
    ("colorCyan" . laminate-color-cyan)
    ("colorBlue" . laminate-color-blue)
    ("colorIndigo" . laminate-color-indigo)
    ("colorPurple" . laminate-color-purple)
    ("colorPink" . laminate-color-pink)
    ("colorBrown" . laminate-color-brown))
  "Faces for Laminate's token modifiers; lsp-mode adds them to the type's face.")

;; `.amd' files are Attributed Markdown.
(add-to-list 'auto-mode-alist '("\\.amd\\'" . markdown-mode))

(setq lsp-semantic-tokens-enable t)

(lsp-register-client
 (make-lsp-client
  :new-connection (lsp-stdio-connection (lambda () laminate-lsp-command))
  :activation-fn (lsp-activate-on "markdown")
  :server-id 'laminate
  :priority 1
  :semantic-tokens-faces-overrides
  `(:types ,laminate-lsp-token-faces :modifiers ,laminate-lsp-modifier-faces)))

(add-hook 'markdown-mode-hook #'lsp-deferred)
(add-hook 'gfm-mode-hook #'lsp-deferred)

;; App strings: String Catalogs, `.strings' files and Swift sources get
;; Laminate as an add-on beside the buffer's own server (sourcekit-lsp for
;; Swift); it answers only inside their strings.
(add-to-list 'auto-mode-alist
             `("\\.xcstrings\\'" . ,(if (fboundp 'js-json-mode) 'js-json-mode 'js-mode)))
(add-to-list 'lsp-language-id-configuration '("\\.xcstrings\\'" . "json"))
(add-to-list 'lsp-language-id-configuration '("\\.strings\\'" . "strings"))

(defun laminate-lsp-app-strings-file-p (file-name)
  "Whether FILE-NAME is a container of app strings Laminate serves."
  (and file-name (string-match-p "\\.\\(swift\\|xcstrings\\|strings\\)\\'" file-name)))

(lsp-register-client
 (make-lsp-client
  :new-connection (lsp-stdio-connection (lambda () laminate-lsp-command))
  :activation-fn (lambda (file-name _mode) (laminate-lsp-app-strings-file-p file-name))
  :add-on? t
  :server-id 'laminate-app-strings
  :priority -1
  :semantic-tokens-faces-overrides
  `(:types ,laminate-lsp-token-faces :modifiers ,laminate-lsp-modifier-faces)))

(add-hook 'find-file-hook
          (lambda ()
            (when (and (laminate-lsp-app-strings-file-p buffer-file-name)
                       (not (string-suffix-p ".swift" buffer-file-name)))
              (lsp-deferred))))

(defun laminate-lsp-preview (&optional option)
  "Open the live preview of this buffer in the browser (lsp-mode).
OPTION is nil, \"allow-html\" or \"stop\"; interactively, a prefix
argument asks for it.  lsp-mode opens the page when the server asks
\(`window/showDocument'); the URL is also shown in the echo area."
  (interactive
   (list (when current-prefix-arg
           (completing-read "Preview option: " '("allow-html" "stop") nil t))))
  (let ((url (lsp-send-execute-command
              "laminate.preview" (vconcat (list (lsp--buffer-uri)) (when option (list option))))))
    (if (stringp url)
        (message "Laminate preview: %s" url)
      (message "Laminate preview stopped"))
    (and (stringp url) url)))

(provide 'laminate-lsp-mode)
;;; laminate-lsp-mode.el ends here
