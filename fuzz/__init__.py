"""Mutation fuzzers of berger's inputs (``make fuzz``): hostile values in the
closing tables of ``event.toml``, hostile bodies sent to the arbiter's
desk, damaged keys files and names that would break a line. Each case must
end in a success or one located line (exit 1, a 4xx answer, 503 while the
keys file does not read): no traceback, no other 5xx, no input file
changed."""
