"""`python -m bench`: engine and AI throughput and frame times, printed as one table."""
