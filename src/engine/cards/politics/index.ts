/** Card effects of this group register themselves when imported (see docs/engine.md "Cards"). */
