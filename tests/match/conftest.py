"""Every test here gets its own empty user folder (saves/, replays/) and export folder."""

import pytest

from game import paths


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    """A fresh preference folder for this test (and for the subprocesses it starts)."""
    folder = tmp_path / "user"
    monkeypatch.setenv("ROLLINONE_USER_DIR", str(folder))
    monkeypatch.setenv("ROLLINONE_EXPORT_DIR", str(tmp_path / "exported"))
    paths.user_dir.cache_clear()
    yield folder
    paths.user_dir.cache_clear()
