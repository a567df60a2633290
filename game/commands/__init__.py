"""Sub-commands of ``rollinone``. Each module has ``register(subparsers)`` and sets ``func`` on its parser."""
