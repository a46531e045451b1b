// The book's widget manager: ipywidgets 8 widget state of a page (myst-nb's,
// moved by the book's build into a script of its own, see renderWidgets),
// drawn with the models and views the book's widgets use, and nothing else.
//
// Built by tools/vendor_js.sh with esbuild into one self-contained script,
// book/_widgets_static/_widgets_js/americana-widgets.js (no require.js, no
// loading from elsewhere). It does what @jupyter-widgets/html-manager's
// embed-amd.js does for such a page (lib/libembed.js, lib/htmlmanager.js,
// version pinned in package.json), without what the book does not need:
// ipywidgets 7 modules, the Output widget and JupyterLab's output renderers,
// loading modules through require.js or a CDN, checking the state against
// its JSON schema (the state is the book build's own output). A page whose
// state names a class not in CLASSES gets html-manager's error widget in
// its place and a console error; the build checks that no page does
// (book/_ext/americana_scripts.py, WIDGET_CLASSES).
import * as base from "@jupyter-widgets/base";
import { ManagerBase } from "@jupyter-widgets/base-manager";
import {
  DescriptionStyleModel,
  DropdownModel,
  DropdownView,
  HBoxModel,
  HBoxView,
  HTMLModel,
  HTMLStyleModel,
  HTMLView,
  IntSliderModel,
  IntSliderView,
  LinkModel,
  PlayModel,
  PlayView,
  SliderStyleModel,
  StackModel,
  StackView,
  VBoxModel,
  VBoxView,
} from "@jupyter-widgets/controls";
import { MessageLoop } from "@lumino/messaging";
import { Widget } from "@lumino/widgets";
import labVariables from "./labvariables.built.css";
import widgetsCss from "./widgets.built.css";

//: The classes the book's widget state names, by module (ipywidgets 8:
//: module version 2.x for both).
const CLASSES = {
  "@jupyter-widgets/base": {
    LayoutModel: base.LayoutModel,
    LayoutView: base.LayoutView,
    StyleModel: base.StyleModel,
    StyleView: base.StyleView,
  },
  "@jupyter-widgets/controls": {
    DescriptionStyleModel,
    DropdownModel,
    DropdownView,
    HBoxModel,
    HBoxView,
    HTMLModel,
    HTMLStyleModel,
    HTMLView,
    IntSliderModel,
    IntSliderView,
    LinkModel,
    PlayModel,
    PlayView,
    SliderStyleModel,
    StackModel,
    StackView,
    VBoxModel,
    VBoxView,
  },
};

const STATE = 'script[type="application/vnd.jupyter.widget-state+json"]';
const VIEW = 'script[type="application/vnd.jupyter.widget-view+json"]';

function addStyle(text) {
  const style = document.createElement("style");
  style.textContent = text;
  document.head.appendChild(style);
}

class BookManager extends ManagerBase {
  constructor() {
    super();
    this._views = new Set();
    window.addEventListener("resize", () => {
      this._views.forEach((view) => {
        MessageLoop.postMessage(view.luminoWidget, Widget.ResizeMessage.UnknownSize);
      });
    });
  }

  async display_view(view, el) {
    let v;
    try {
      v = await view;
    } catch (error) {
      const msg = `Could not create a view for ${view}`;
      console.error(msg);
      const ModelCls = base.createErrorWidgetModel(error, msg);
      v = new base.ErrorWidgetView({ model: new ModelCls() });
      v.render();
    }
    Widget.attach(v.luminoWidget, el);
    this._views.add(v);
    v.once("remove", () => this._views.delete(v));
  }

  // Descriptions with description_allow_html (none in the book) are shown
  // as text: escaped, not sanitized (see no-sanitize.js).
  inline_sanitize(source) {
    const div = document.createElement("div");
    div.textContent = source;
    return div.innerHTML;
  }

  _get_comm_info() {
    return Promise.resolve({});
  }

  _create_comm() {
    return Promise.resolve({ on_close: () => {}, on_msg: () => {}, close: () => {} });
  }

  loadClass(className, moduleName, moduleVersion) {
    const classes = CLASSES[moduleName];
    if (!classes || !/^(\^|~)?2\./.test(String(moduleVersion))) {
      return Promise.reject(`Could not load module ${moduleName}@${moduleVersion}`);
    }
    const cls = classes[className];
    return cls
      ? Promise.resolve(cls)
      : Promise.reject(`Class ${className} not found in module ${moduleName}@${moduleVersion}`);
  }
}

// As html-manager's libembed.js renderManager: a view for each view tag
// whose model the state holds, in a div.widget-subarea just before it.
async function renderManager(element, state) {
  const manager = new BookManager();
  const models = await manager.set_state(state);
  await Promise.all(
    Array.from(element.querySelectorAll(VIEW)).map(async (tag) => {
      const { model_id } = JSON.parse(tag.innerHTML);
      const model = models.find((item) => item.model_id == model_id);
      if (model === undefined || tag.parentElement === null) return;
      const prev = tag.previousElementSibling;
      if (prev && prev.tagName === "img" && prev.classList.contains("jupyter-widget")) {
        tag.parentElement.removeChild(prev);
      }
      const area = document.createElement("div");
      area.className = "widget-subarea";
      tag.parentElement.insertBefore(area, tag);
      manager.display_view(manager.create_view(model), area);
    })
  );
}

// The page's widget states: those its deferred state script (written by
// book/_ext/americana_scripts.py, run just before this one) pushed onto
// window.americanaWidgetState, and any left in the page as html-manager
// expects them.
function renderWidgets(element = document.documentElement) {
  const states = (window.americanaWidgetState || []).slice();
  element.querySelectorAll(STATE).forEach((tag) => states.push(JSON.parse(tag.innerHTML)));
  if (!states.length) return;
  addStyle(widgetsCss);
  const root = getComputedStyle(document.documentElement);
  if (root.getPropertyValue("--jp-layout-color0") === "") addStyle(labVariables);
  states.forEach((state) => {
    renderManager(element, state).catch((error) =>
      console.error("Could not draw the widgets:", error)
    );
  });
}

// The script is deferred: the page is parsed when it runs.
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", () => renderWidgets());
} else {
  renderWidgets();
}
