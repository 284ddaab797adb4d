"""Network play at the table: Host and Join dialogs, LAN discovery, invite codes, the network
match's window, adapter and session, chat, seat tokens and the qasync loop."""
