echo native
