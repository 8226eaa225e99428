"""Reading the table from a photo (issue 34): printed ArUco markers beside the map and on
the bases (docs/markers.md), found with OpenCV. Pure: no Qt, no database."""
