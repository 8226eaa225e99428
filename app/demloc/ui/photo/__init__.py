"""Issue 34's screens: a photo of the table read off the UI thread, the photo with what
was found drawn over it beside the board it proposes, corrected and confirmed."""
