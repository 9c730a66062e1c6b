"""What the browser tests need of a browser, headless Chromium (selenium) or Firefox (WebDriver
BiDi), behind one face: a page loaded, an async script's JSON result, a screenshot of the
viewport, the console's errors. Each is made at a viewport of CSS pixels and a device pixel
ratio.
"""

import json
import os
import shutil
import subprocess
import tempfile


def firefox_binary():
    """Firefox's path ($FIREFOX, else firefox-esr or firefox on the PATH), or None."""
    return os.environ.get("FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox")


class Browser:
    """What the test needs of a browser: a page loaded, a script's JSON result, a screenshot."""

    def load(self, url): raise NotImplementedError
    def run(self, body): raise NotImplementedError
    def screenshot(self): raise NotImplementedError


class Chromium(Browser):
    name = "Chromium"

    def __init__(self, width, height, ratio):
        from browser_test import browser
        self.driver = browser()
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": ratio, "mobile": False})
        self.driver.set_script_timeout(60)

    def load(self, url):
        self.driver.get(url)

    def run(self, body):
        return json.loads(self.driver.execute_script(f"return (async () => JSON.stringify((await (async () => {{ {body} }})()) ?? null))()"))

    def screenshot(self):
        return self.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})["data"]

    def errors(self):
        return [e["message"] for e in self.driver.get_log("browser") if e["level"] == "SEVERE"]

    def close(self):
        self.driver.quit()


class Firefox(Browser):
    name = "Firefox"

    def __init__(self, binary, width, height, ratio):
        from firefox_test import BiDi, free_port
        port = free_port()
        self.profile = tempfile.mkdtemp(prefix="dynamic-menus-browser-")
        self.process = subprocess.Popen(
            [binary, "--headless", "--no-remote", "--profile", self.profile,
             f"--remote-debugging-port={port}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.bidi = BiDi(f"ws://127.0.0.1:{port}/session")
        self.bidi.send("session.new", capabilities={})
        self.bidi.send("session.subscribe", events=["log.entryAdded"])
        self.context = self.bidi.send("browsingContext.getTree")["contexts"][0]["context"]
        self.bidi.send("browsingContext.setViewport", context=self.context,
                       viewport={"width": width, "height": height}, devicePixelRatio=ratio)

    def load(self, url):
        self.bidi.send("browsingContext.navigate", context=self.context, url=url, wait="complete")

    def run(self, body):
        return json.loads(self.bidi.evaluate(self.context, f"(async () => JSON.stringify((await (async () => {{ {body} }})()) ?? null))()"))

    def screenshot(self):
        return self.bidi.send("browsingContext.captureScreenshot", context=self.context)["data"]

    def errors(self):
        return self.bidi.errors()

    def close(self):
        try:
            self.bidi.send("session.end")
        finally:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
            shutil.rmtree(self.profile, ignore_errors=True)
