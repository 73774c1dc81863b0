#include "studio/studio_server.h"

#include <httplib.h>

#include "base/data_paths.h"
#include "base/error.h"
#include "base/file_io.h"
#include "base/json_reader.h"
#include "studio/request_guard.h"
#include "studio/web_assets.h"

namespace mazebook {

namespace {

constexpr const char* kJson = "application/json";

void send_json(httplib::Response& res, const Json& body, int status = 200) {
  res.status = status;
  res.set_content(body.dump(), kJson);
}

// A refusal, as the command line would print it: one line, with the field
// it names (for the page to show beside that field).
void send_error(httplib::Response& res, const std::string& message, int status = 400) {
  send_json(res,
            {{"error", {{"field", error_field(message, kStudioSpecName)}, {"message", message}}}},
            status);
}

Json request_json(const httplib::Request& req) { return parse_json_text(req.body, "request"); }

// The spec in a request {"spec": {...}}.
Json request_spec(const httplib::Request& req) {
  const Json body = request_json(req);
  if (!body.is_object() || !body.contains("spec"))
    throw Error("request: expected an object with \"spec\"");
  return body["spec"];
}

int query_int(const httplib::Request& req, const char* name, int low, int high) {
  const std::string text = req.get_param_value(name);
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos)
    throw Error(std::string(name) + ": expected a whole number, got '" + text + "'");
  const int value = std::stoi(text);
  if (value < low || value > high) {
    throw Error(std::string(name) + ": expected " + std::to_string(low) + " to " +
                std::to_string(high) + ", got " + text);
  }
  return value;
}

// Runs a handler, answering a refusal (Error) as a one-line JSON error.
template <typename F>
httplib::Server::Handler guarded(F handler) {
  return [handler](const httplib::Request& req, httplib::Response& res) {
    try {
      handler(req, res);
    } catch (const Error& e) {
      send_error(res, e.what());
    } catch (const std::exception& e) {
      send_error(res, std::string("studio: ") + e.what(), 500);
    }
  };
}

Json names_json(const std::vector<std::string>& names) {
  Json list = Json::array();
  for (const std::string& n : names) list.push_back(n);
  return list;
}

}  // namespace

StudioServer::StudioServer(StudioSession& session, int port, std::string token)
    : session_(session),
      build_(session),
      server_(std::make_unique<httplib::Server>()),
      token_(std::move(token)) {
  server_->set_payload_max_length(kMaxStudioRequest);
  server_->set_read_timeout(10, 0);
  add_routes();
  port_ = port == 0 ? server_->bind_to_any_port("127.0.0.1")
                    : (server_->bind_to_port("127.0.0.1", port) ? port : -1);
  if (port_ <= 0) {
    throw Error(
        "--port: cannot listen on 127.0.0.1:" + std::to_string(port) + " (in use, or not allowed)",
        kExitFailed);
  }
}

StudioServer::~StudioServer() { stop(); }

std::string StudioServer::url() const {
  return "http://127.0.0.1:" + std::to_string(port_) + "/#token=" + token_;
}

void StudioServer::run() { server_->listen_after_bind(); }

void StudioServer::stop() {
  if (server_) server_->stop();
}

void StudioServer::add_routes() {
  httplib::Server& s = *server_;
  s.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    RequestFacts facts;
    facts.host = req.get_header_value("Host");
    facts.origin = req.get_header_value("Origin");
    facts.token = req.get_header_value(std::string(kTokenHeader).c_str());
    facts.api = req.path.rfind("/api/", 0) == 0;
    if (const auto refusal = refuse_request(facts, port_, token_)) {
      send_json(res, {{"error", {{"field", ""}, {"message", *refusal}}}}, 403);
      return httplib::Server::HandlerResponse::Handled;
    }
    // Nothing the studio answers may be framed by, or cached for, anyone.
    res.set_header("X-Frame-Options", "DENY");
    res.set_header("Cache-Control", "no-store");
    res.set_header("Content-Security-Policy",
                   "default-src 'self'; img-src 'self' blob:; object-src 'none'; "
                   "frame-ancestors 'none'");
    return httplib::Server::HandlerResponse::Unhandled;
  });
  s.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (res.status == 413) {
      send_error(res, "request: larger than " + std::to_string(kMaxStudioRequest) + " bytes", 413);
    } else if (res.body.empty()) {
      send_error(res, "request: no such page", res.status);
    }
  });

  const auto asset = [](const std::string& name, httplib::Response& res) {
    const WebAsset* a = find_web_asset(name);
    if (!a) throw Error("request: no such file '" + name + "'");
    res.set_content(a->data, a->size, std::string(content_type_for(name)).c_str());
  };
  s.Get("/", guarded([asset](const httplib::Request&, httplib::Response& res) {
          asset("index.html", res);
        }));
  s.Get(R"(/static/([A-Za-z0-9_.-]+))",
        guarded([asset](const httplib::Request& req, httplib::Response& res) {
          asset(req.matches[1], res);
        }));

  s.Get("/api/choices", guarded([](const httplib::Request&, httplib::Response& res) {
          Json trims = Json::array();
          for (const char* t : {"5x8", "5.06x7.81", "5.25x8", "5.5x8.5", "6x9", "6.14x9.21",
                                "6.69x9.61", "7x10", "7.44x9.69", "7.5x9.25", "8x10", "8.25x6",
                                "8.25x8.25", "8.5x8.5", "8.5x11", "8.27x11.69"})
            trims.push_back(t);
          send_json(res, {{"presets", names_json(data_file_names("presets"))},
                          {"templates", names_json(data_file_names("templates"))},
                          {"themes", names_json(data_file_names("templates/themes"))},
                          {"books", names_json(data_file_names("presets/books"))},
                          {"trims", trims},
                          {"papers", {"white", "cream", "standard-color", "premium-color"}}});
        }));
  s.Post("/api/open", guarded([this](const httplib::Request& req, httplib::Response& res) {
           const Json body = request_json(req);
           if (!body.is_object() || !body.contains("path") || !body["path"].is_string())
             throw Error("request: expected an object with \"path\"");
           send_json(res, {{"spec", session_.open(body["path"].get<std::string>())}});
         }));
  s.Post("/api/preview", guarded([this](const httplib::Request& req, httplib::Response& res) {
           send_json(res, session_.preview(request_spec(req)));
         }));
  s.Get("/api/thumb", guarded([this](const httplib::Request& req, httplib::Response& res) {
          const int revision = query_int(req, "rev", 1, 1 << 30);
          const int page = query_int(req, "page", 0, 100000);
          const int dpi = query_int(req, "dpi", 8, 150);
          res.set_content(session_.thumbnail(revision, page, dpi), "image/png");
        }));
  s.Post("/api/swap", guarded([this](const httplib::Request& req, httplib::Response& res) {
           const Json body = request_json(req);
           if (!body.is_object() || !body.contains("spec") || !body.contains("page") ||
               !body["page"].is_number_integer())
             throw Error("request: expected an object with \"spec\" and \"page\"");
           send_json(res, {{"spec", session_.swap(body["spec"], body["page"].get<int>())}});
         }));
  s.Post("/api/build", guarded([this](const httplib::Request& req, httplib::Response& res) {
           build_.start(request_spec(req));
           send_json(res, build_.status());
         }));
  s.Get("/api/build", guarded([this](const httplib::Request&, httplib::Response& res) {
          send_json(res, build_.status());
        }));
  s.Post("/api/build/cancel", guarded([this](const httplib::Request&, httplib::Response& res) {
           build_.cancel();
           send_json(res, build_.status());
         }));
  s.Get(R"(/api/download/([A-Za-z0-9_.-]+))",
        guarded([this](const httplib::Request& req, httplib::Response& res) {
          const std::string name = req.matches[1];
          const std::string path = build_.download_path(name);
          res.set_content(read_file(path), std::string(content_type_for(name)).c_str());
          res.set_header("Content-Disposition", "attachment; filename=\"" + name + "\"");
        }));
}

}  // namespace mazebook
