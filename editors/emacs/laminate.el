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

;; A function, so that changing `laminate-command' takes effect at the next
;; start without reloading this file.
(add-to-list 'eglot-server-programs
             `((markdown-mode gfm-mode markdown-ts-mode)
               . ,(lambda (&rest _) laminate-command)))

(add-hook 'markdown-mode-hook #'eglot-ensure)
(add-hook 'gfm-mode-hook #'eglot-ensure)
(when (fboundp 'markdown-ts-mode)
  (add-hook 'markdown-ts-mode-hook #'eglot-ensure))

(provide 'laminate)
;;; laminate.el ends here
