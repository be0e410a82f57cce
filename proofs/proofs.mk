# make prove: replays the committed WP session scripts and the Eva runs of proofs/units.list.
# Today it runs the units that are complete (see proofs/README.md): the lemmas, the round-trip
# harness, every byte-level put (both host orders), and Eva for every strategy on both byte orders.
# The byte-level gets and the shared layer are not yet in it.
PROVE_FULL_UNITS := lemmas roundtrip eva-memcpy eva-packed eva-direct eva-bytes \
                    eva-memcpy-be eva-packed-be eva-direct-be
comma := ,
PROVE_PUT_FUNCTIONS := $(subst $(space),$(comma),$(strip \
  $(foreach o,le be,$(foreach w,16 24 32 48 64,ua_impl_put_$(o)$(w) ua_put_$(o)$(w)))))
PROVE_PUT_UNITS := bytes bytes-be

.PHONY: prove prove-faults
prove:
	@status=0; \
	for u in $(PROVE_FULL_UNITS); do proofs/run-unit $$u || status=1; done; \
	for u in $(PROVE_PUT_UNITS); do \
	  proofs/run-unit --fct $(PROVE_PUT_FUNCTIONS) --label "prove $$u (puts)" $$u || status=1; done; \
	exit $$status

prove-faults:
	@proofs/prove-faults

CHECKS += prove prove-faults
