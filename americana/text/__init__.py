"""Text: catalogs, names, sentences, the reader-facing error messages."""
