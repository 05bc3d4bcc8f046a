"""Mutation fuzzers of berger's inputs (``make fuzz``): hostile values in the
closing tables of ``event.toml``, hostile numbers in every file of an event,
and hostile bodies sent to the arbiter's desk. Each case must end in a
success or one located line (exit 1, a 4xx answer): no traceback, no 5xx,
no input file changed."""
