"""Bots for にっぱち: the heuristic, its search hooks and the hint reasons."""
