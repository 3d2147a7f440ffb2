"""Registers the Laminate language server with Sublime Text's LSP package.

The client configuration (command, selector) is read from
LSP-laminate.sublime-settings next to this file; users override it with
Preferences > Package Settings > LSP > Servers > LSP-laminate.
"""
import sublime

from LSP.plugin import AbstractPlugin, register_plugin, unregister_plugin

PACKAGE_NAME = "LSP-laminate"
SETTINGS_FILE = "{}.sublime-settings".format(PACKAGE_NAME)


class Laminate(AbstractPlugin):
    @classmethod
    def name(cls) -> str:
        return PACKAGE_NAME

    @classmethod
    def configuration(cls):
        return sublime.load_settings(SETTINGS_FILE), "Packages/{}/{}".format(PACKAGE_NAME, SETTINGS_FILE)


def plugin_loaded() -> None:
    register_plugin(Laminate)


def plugin_unloaded() -> None:
    unregister_plugin(Laminate)
