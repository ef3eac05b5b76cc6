"""DeepSearchQA: search-based question answering, scored by F1 or a judge."""
