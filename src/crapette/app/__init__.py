"""The Textual app of `crapette play`: a whole match for two people at one keyboard."""
