"""The table a match is played on: the scene, cards and tiles, the hand row, the action bar,
call-outs, centre panels, zones and slots, the keyboard ring, the art and the adapter to a host."""
